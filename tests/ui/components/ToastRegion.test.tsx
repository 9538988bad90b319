// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion, type ToastView } from '../../../src/ui/components/ToastRegion';
import { cleanupDom, click, renderInDom } from './renderInDom';

function aToast(overrides: Partial<ToastView> = {}): ToastView {
  return { id: 'toast-1', message: 'Saved your interests', kind: 'info', count: 1, ...overrides };
}

describe('ToastRegion', () => {
  afterEach(cleanupDom);

  it('shows a badge with the count when the same toast was grouped three times', () => {
    const { container } = renderInDom(<ToastRegion toasts={[aToast({ count: 3 })]} />);

    const badge = container.querySelector('.toast__count');
    expect(badge?.textContent).toContain('3');
    expect(badge?.textContent).toContain('shown 3 times');
  });

  it('shows no badge for a toast shown once', () => {
    const { container } = renderInDom(<ToastRegion toasts={[aToast({ count: 1 })]} />);

    expect(container.querySelector('.toast__count')).toBeNull();
    expect(container.textContent).toContain('Saved your interests');
  });

  it('keeps an empty polite live region mounted so later toasts are announced', () => {
    const { container } = renderInDom(<ToastRegion toasts={[]} />);

    const region = container.querySelector('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('tells the parent which toast the member dismissed', () => {
    const dismissed: string[] = [];
    const { container } = renderInDom(
      <ToastRegion
        toasts={[aToast({ id: 'a' }), aToast({ id: 'b', message: 'Opted in', kind: 'success' })]}
        onDismiss={(id) => dismissed.push(id)}
      />,
    );

    const closeButtons = container.querySelectorAll('button[aria-label="Dismiss notification"]');
    click(closeButtons[1]!);

    expect(dismissed).toEqual(['b']);
  });
});
