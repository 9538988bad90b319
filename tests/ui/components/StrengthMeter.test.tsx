// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { StrengthMeter, type StrengthScore } from '../../../src/ui/components/StrengthMeter';
import { cleanupDom, renderInDom } from './renderInDom';

describe('StrengthMeter', () => {
  afterEach(cleanupDom);

  it.each<[StrengthScore | null, number, string]>([
    [null, 0, 'none'],
    [0, 0, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'fair'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ])('score %s fills %i of 4 segments in the %s colour', (score, filled, tone) => {
    const { container } = renderInDom(<StrengthMeter score={score} label="Password strength" />);

    expect(container.querySelectorAll('.strength__segment')).toHaveLength(4);
    expect(container.querySelectorAll('.strength__segment--filled')).toHaveLength(filled);
    expect(container.querySelector('.strength')?.classList).toContain(`strength--${tone}`);
  });

  it('announces the label and advice politely as they change', () => {
    const { container, rerender } = renderInDom(
      <StrengthMeter
        score={1}
        label="Password strength: Weak"
        advice={['Add another word or two']}
      />,
    );

    rerender(<StrengthMeter score={3} label="Password strength: Strong" advice={[]} />);

    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Password strength: Strong');
    expect(container.querySelectorAll('.strength__segment--filled')).toHaveLength(3);
  });

  it('lists the advice it is given', () => {
    const { container } = renderInDom(
      <StrengthMeter
        score={0}
        label="Password strength: Very weak"
        advice={['Avoid common words', 'Add another word or two']}
      />,
    );

    const items = Array.from(container.querySelectorAll('.strength__advice li')).map(
      (li) => li.textContent,
    );
    expect(items).toEqual(['Avoid common words', 'Add another word or two']);
  });
});
