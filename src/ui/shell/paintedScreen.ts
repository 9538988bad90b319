import { MOBILE_MEDIA_QUERY } from '../../core/device/viewport';
import { PAINTED_STYLE_ATTRIBUTE, type PaintedScreen } from '../../core/kernel/paintedScreen';

/**
 * Whether a rule of `sheet` styles something on the page now (a screen's stylesheet stays linked
 * after the member has left it: its rules match nothing, and the painting does without it).
 * Rules inside @media and the like count; a selector the browser cannot query (a pseudo-element)
 * proves nothing either way, and a sheet that cannot be read counts as needed.
 */
function appliesToPage(sheet: CSSStyleSheet): boolean {
  const matches = (rules: CSSRuleList): boolean => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        try {
          if (document.querySelector(rule.selectorText) !== null) return true;
        } catch {
          // A pseudo-element or a selector this browser does not know.
        }
      } else if ('cssRules' in rule && matches(rule.cssRules as CSSRuleList)) {
        return true;
      }
    }
    return false;
  };
  try {
    return matches(sheet.cssRules);
  } catch {
    return true;
  }
}

/** Positions that keep an element in view however far the page was scrolled. */
const KEPT_IN_VIEW: ReadonlySet<string> = new Set(['fixed', 'sticky']);

/**
 * Removes from `copy` (a deep clone of `original`) every element that lies wholly below the first
 * screenful of the page: the painted copy is shown over the page, unscrolled and unscrollable, so
 * they could never be seen, and the copy's first frame (sanitising, styling and laying out every
 * element on a slow phone) is the member's wait. An element fixed to the viewport (a tab bar) or
 * stuck to it (a header) is in view wherever the page was scrolled; one that reaches into view
 * keeps its own children that do.
 */
function dropBelowTheFold(original: Element, copy: Element, fold: number): void {
  const originals = original.children;
  const copies = [...copy.children];
  for (let index = originals.length - 1; index >= 0; index -= 1) {
    const element = originals[index];
    const counterpart = copies[index];
    if (element === undefined || counterpart === undefined) continue;
    if (KEPT_IN_VIEW.has(getComputedStyle(element).position)) continue;
    const top = element.getBoundingClientRect().top + window.scrollY;
    if (top >= fold) counterpart.remove();
    else dropBelowTheFold(element, counterpart, fold);
  }
}

/** The web fonts the page has in, as CSS font shorthands (the painting waits for these). */
function loadedFonts(): string[] {
  if (!('fonts' in document)) return [];
  const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
  return [...new Set(loaded.map((face) => `${face.style} ${face.weight} 1em ${face.family}`))];
}

/**
 * The painted copy of the screen in `root` (DECISIONS.md "Offline and the device copy: the painted copy"), or null while the
 * screen is not settled (something still loading, the splash up). What is on screen from the
 * network is marked as the device's copy, since that is what it will be when it is painted; what
 * lies below the first screenful, the shell's passing notes (offline banner, install hint, toasts,
 * the usage-statistics question) and any form value are left out.
 */
export function paintScreen(
  root: HTMLElement,
  mobile: boolean,
): Omit<PaintedScreen, 'savedAt'> | null {
  if (root.querySelector('[aria-busy="true"], [data-splash]') !== null) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  dropBelowTheFold(root, copy, window.innerHeight);
  for (const element of copy.querySelectorAll('[data-unpainted]')) element.remove();
  for (const element of copy.querySelectorAll('[data-from-device]')) {
    element.setAttribute('data-from-device', 'true');
  }
  for (const field of copy.querySelectorAll('input, textarea')) field.removeAttribute('value');
  // The CSP refuses style attributes in parsed markup: they travel as data, applied by script.
  for (const element of copy.querySelectorAll('[style]')) {
    element.setAttribute(PAINTED_STYLE_ATTRIBUTE, element.getAttribute('style') ?? '');
    element.removeAttribute('style');
  }
  const expiries = [...copy.querySelectorAll('[data-shown-until]')]
    .map((element) => Number(element.getAttribute('data-shown-until')))
    .filter((ms) => Number.isSafeInteger(ms) && ms > 0);
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => link.sheet === null || appliesToPage(link.sheet))
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);
  return {
    html: copy.innerHTML,
    stylesheets,
    mobile,
    media: MOBILE_MEDIA_QUERY,
    fonts: loadedFonts(),
    shownUntil: expiries.length > 0 ? Math.min(...expiries) : null,
  };
}
