// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../../src/core/device/viewport';
import { useIsMobile } from '../../../src/ui/layouts/useIsMobile';
import { cleanupDom, renderInDom } from './renderInDom';

/** jsdom has no matchMedia: a controllable stand-in for one query. */
function fakeMatchMedia(initiallyMatches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyMatches,
    media: MOBILE_MEDIA_QUERY,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe(MOBILE_MEDIA_QUERY);
    return query;
  });
  return {
    resizeTo(matches: boolean) {
      query.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('useIsMobile', () => {
  afterEach(() => {
    cleanupDom();
    vi.unstubAllGlobals();
  });

  it('follows the viewport across the 768 px breakpoint', () => {
    const viewport = fakeMatchMedia(true);
    const { container } = renderInDom(<Probe />);
    expect(container.textContent).toBe('mobile');

    viewport.resizeTo(false);

    expect(container.textContent).toBe('desktop');
  });
});
