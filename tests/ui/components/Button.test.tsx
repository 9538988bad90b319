// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/components/Button';
import { cleanupDom, click, renderInDom } from './renderInDom';

describe('Button', () => {
  afterEach(cleanupDom);

  it('ignores presses while busy but keeps focus and its name', () => {
    const onClick = vi.fn();
    const { container } = renderInDom(
      <Button busy onClick={onClick}>
        Spin now
      </Button>,
    );
    const button = container.querySelector('button')!;
    button.focus();

    click(button);

    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Spin now');
    expect(document.activeElement).toBe(button);
  });

  it('does not submit its form while busy', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = renderInDom(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" busy>
          Create account
        </Button>
      </form>,
    );

    click(container.querySelector('button')!);

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes presses through when not busy', () => {
    const onClick = vi.fn();
    const { container } = renderInDom(<Button onClick={onClick}>Opt in</Button>);

    click(container.querySelector('button')!);

    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
