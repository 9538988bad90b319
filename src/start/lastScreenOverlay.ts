/**
 * The painted copy's layer over the page (DECISIONS.md "Offline and the device copy: the painted copy"): src/start/paintedDocument.ts
 * lays it, the app removes it. Small and free of imports, as the page's entry and the app both use
 * it.
 */

/** The attribute that marks the layer. */
export const OVERLAY_ATTRIBUTE = 'data-last-screen';

/** Set once the app has shown a screen of its own: nothing is painted after that. */
const APP_SHOWN_ATTRIBUTE = 'data-app-shown';

/** Removes the painted copy, if any; from now on none is painted in this page. */
export function dismissLastScreen(): void {
  document.documentElement.setAttribute(APP_SHOWN_ATTRIBUTE, '');
  for (const overlay of document.querySelectorAll(`[${OVERLAY_ATTRIBUTE}]`)) overlay.remove();
}

/** The app has shown a screen of its own (dismissLastScreen was called). */
export function appShown(): boolean {
  return document.documentElement.hasAttribute(APP_SHOWN_ATTRIBUTE);
}

/** The painted copy is on screen. */
export function lastScreenShown(): boolean {
  return document.querySelector(`[${OVERLAY_ATTRIBUTE}]`) !== null;
}
