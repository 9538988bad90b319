import { MOBILE_BREAKPOINT_PX } from './constants';

/** Below 768 px is mobile (spec section 1); exactly 768 px is desktop. */
export function isMobileViewport(widthPx: number): boolean {
  return widthPx < MOBILE_BREAKPOINT_PX;
}
