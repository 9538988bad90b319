/** The layout choice of spec section 1: below 768 px wide is mobile. */
export interface ViewportPort {
  /** True when the viewport is narrower than MOBILE_BREAKPOINT_PX. Never throws. */
  isMobile(): boolean;

  /** Calls `listener` when isMobile() changes; returns the unsubscribe function. */
  subscribe(listener: (mobile: boolean) => void): () => void;
}

export const ViewportPort = Symbol('ViewportPort');
