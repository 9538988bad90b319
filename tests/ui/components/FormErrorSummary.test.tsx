// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FormErrorSummary } from '../../../src/ui/components/FormErrorSummary';
import { cleanupDom, click, renderInDom } from './renderInDom';

describe('FormErrorSummary', () => {
  afterEach(cleanupDom);

  it('announces the spec wording and takes focus when it appears', () => {
    const { container } = renderInDom(<FormErrorSummary />);

    const summary = container.querySelector('[role="alert"]');
    expect(summary?.textContent).toContain('Please complete the errors highlighted in red');
    expect(document.activeElement).toBe(summary);
  });

  it('moves focus to the field when its error is chosen', () => {
    const { container } = renderInDom(
      <>
        <FormErrorSummary errors={[{ fieldId: 'email', message: 'Invalid email address' }]} />
        <input id="email" />
      </>,
    );

    click(container.querySelector('a[href="#email"]')!);

    expect(document.activeElement?.id).toBe('email');
  });
});
