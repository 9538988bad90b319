import { useSyncExternalStore } from 'react';

/** Spec section 1: below 768 px is mobile. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.98px)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_MEDIA_QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Below 768 px right now (outside React, e.g. at boot). */
export const isMobileNow = () => mediaQuery()?.matches ?? false;

/** True below 768 px; re-renders when the viewport crosses the breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
