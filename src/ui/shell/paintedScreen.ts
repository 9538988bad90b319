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

/**
 * The painted copy of the screen in `root` (DECISIONS.md "The painted copy"), or null while the
 * screen is not settled (something still loading, the splash up). What is on screen from the
 * network is marked as the device's copy, since that is what it will be when it is painted; the
 * shell's passing notes (offline banner, install hint, toasts, the recording question) and any
 * form value are left out.
 */
export function paintScreen(
  root: HTMLElement,
  mobile: boolean,
): Omit<PaintedScreen, 'savedAt'> | null {
  if (root.querySelector('[aria-busy="true"], [data-splash]') !== null) return null;
  const copy = root.cloneNode(true) as HTMLElement;
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
    shownUntil: expiries.length > 0 ? Math.min(...expiries) : null,
  };
}
