// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MobileLayout } from '../../../src/ui/layouts/MobileLayout';
import { cleanupDom, renderInDom } from './renderInDom';

function layoutAt(path: string, hideHeader = false) {
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <MobileLayout title="My Exclusive Offers" hideHeader={hideHeader}>
        <p>content</p>
      </MobileLayout>
    </Router>
  );
}

function currentTabLabel(container: HTMLElement): string | null | undefined {
  return container.querySelector('.tab-bar [aria-current="page"]')?.textContent;
}

describe('MobileLayout', () => {
  afterEach(cleanupDom);

  it('shows the five tabs of the spec in order', () => {
    const { container } = renderInDom(layoutAt('/'));

    const labels = Array.from(container.querySelectorAll('.tab-bar__label')).map(
      (el) => el.textContent,
    );
    // 'Restaurant' may break at its soft hyphen in a narrow bar (large text on a phone).
    expect(labels).toEqual(['Home', 'Offers', 'Restau\u00ADrant', 'Events', 'More']);
  });

  it.each([
    ['/', 'Home'],
    ['/offers', 'Offers'],
    ['/Offers/42/', 'Offers'],
    ['/events/7', 'Events'],
    ['/profile', 'More'],
    ['/card', 'Home'],
    ['/points', 'Home'],
    ['/settings/interests', 'More'],
    ['/info/faqs', 'More'],
  ])('marks the current tab for %s as %s', (path, tab) => {
    const { container } = renderInDom(layoutAt(path));

    expect(currentTabLabel(container)).toBe(tab);
    expect(container.querySelectorAll('.tab-bar [aria-current="page"]')).toHaveLength(1);
  });

  it('marks no tab on a page outside the menu', () => {
    const { container } = renderInDom(layoutAt('/no-such-page'));

    expect(currentTabLabel(container)).toBeUndefined();
  });

  it('shows the title in the header, and no header when hidden', () => {
    const shown = renderInDom(layoutAt('/offers'));
    expect(shown.container.querySelector('.mobile-header')?.textContent).toContain(
      'My Exclusive Offers',
    );

    const hidden = renderInDom(layoutAt('/more', true));
    expect(hidden.container.querySelector('.mobile-header')).toBeNull();
  });
});
