import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../core/device/viewport';

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
