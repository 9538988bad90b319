// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../src/ui/components/TextField';
import { cleanupDom, renderInDom, typeInto } from './renderInDom';

function describedByTexts(input: HTMLElement): string[] {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  afterEach(cleanupDom);

  it('links its error to the input so screen readers announce it', () => {
    const { container } = renderInDom(
      <TextField
        label="Email address"
        value="charlotte@"
        onChange={() => undefined}
        error="Invalid email address"
      />,
    );

    const input = container.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(input)).toEqual(['Error: Invalid email address']);
  });

  it('describes the input by its hint and then its error', () => {
    const { container } = renderInDom(
      <TextField
        label="Mobile number"
        hint="We only use it for account messages"
        value=""
        onChange={() => undefined}
        error="Mobile number is required"
      />,
    );

    const input = container.querySelector('input')!;
    expect(describedByTexts(input)).toEqual([
      'We only use it for account messages',
      'Error: Mobile number is required',
    ]);
  });

  it('is neither invalid nor described when there is no hint or error', () => {
    const { container } = renderInDom(
      <TextField label="First name" value="" onChange={() => undefined} />,
    );

    const input = container.querySelector('input')!;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is labelled by its label', () => {
    const { container } = renderInDom(
      <TextField label="First name" value="" onChange={() => undefined} />,
    );

    const input = container.querySelector('input')!;
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('First name');
  });

  it('reports typing to the parent and shows only the value the parent gives back', () => {
    const typed: string[] = [];
    const { container } = renderInDom(
      <TextField label="First name" value="Char" onChange={(value) => typed.push(value)} />,
    );
    const input = container.querySelector('input')!;

    typeInto(input, 'Charl');

    expect(typed).toEqual(['Charl']);
    expect(input.value).toBe('Char');
  });
});
