import { MOBILE_BREAKPOINT_PX } from '../kernel/constants';

/**
 * Below 768 px is mobile (spec section 1); exactly 768 px is desktop. The one media query the
 * layouts follow: 767.98 rather than 767, so fractional widths (zoom) are not missed.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
