import { injectable } from 'inversify';
import { MOBILE_BREAKPOINT_PX } from '../../core/domain/constants';
import type { ViewportPort } from '../../core/ports/ViewportPort';
import { mediaQuery } from './mediaQuery';

/** Below 768 px wide; 767.98 rather than 767 so fractional widths (zoom) are not missed. */
export const MOBILE_VIEWPORT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** The mobile/desktop choice of spec section 1, following the viewport live. */
@injectable()
export class BrowserViewport implements ViewportPort {
  isMobile(): boolean {
    return mediaQuery(MOBILE_VIEWPORT_QUERY)?.matches ?? false;
  }

  subscribe(listener: (mobile: boolean) => void): () => void {
    const query = mediaQuery(MOBILE_VIEWPORT_QUERY);
    if (query === null) return () => undefined;
    const changed = (event: MediaQueryListEvent): void => listener(event.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }
}
