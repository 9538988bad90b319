import type { PaintedScreens } from '../kernel/paintedScreen';

/**
 * Where the service worker finds the member's painted screens, to answer a returning visit with
 * the screen already in the page (DECISIONS.md "Offline and the device copy: the painted copy").
 * The worker cannot read local storage, so the device copy hands it each change.
 */
export interface PaintedCopyPort {
  /** Hands the worker `copy`, or takes the copy away (null). Never throws; done in the background. */
  publish(copy: PaintedScreens | null): void;
}

export const PaintedCopyPort = Symbol('PaintedCopyPort');
