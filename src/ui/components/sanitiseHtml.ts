import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/*
 * CMS HTML (venue rules, benefits, events, restaurant) goes through DOMPurify before it reaches
 * <Html> (spec-decisions 22), with the CMS's small allow-list on top: prose elements only, no
 * attribute but a link's href, and that only for web, mail, phone and same-site links. Scripts,
 * event handlers, styles, forms, frames and javascript:/data: URLs never reach the page.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'h1', // renamed to h2 below
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
];

/**
 * Dropped with everything inside them, on top of DOMPurify's own list (script, style, template,
 * noscript, iframe, svg, math, head, title...); other unknown elements keep their text.
 */
const MORE_DROPPED_WITH_CONTENT = [
  'frame',
  'frameset',
  'object',
  'embed',
  'textarea',
  'select',
  'button',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href'],
  ADD_FORBID_CONTENTS: MORE_DROPPED_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The page owns its h1, so a CMS h1 becomes an h2. */
const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h2' };

const SAFE_URL = /^(https?:|mailto:|tel:)/i;
/** A same-site path ('/restaurant'), but not a protocol-relative '//host' or '/\host'. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * The link target if it is safe (a web, mail or phone link, or a path on this site), else null;
 * browsers ignore tabs and newlines inside URLs. Also for links the backend sends as data.
 */
export function safeHref(raw: string | null): string | null {
  if (raw === null) return null;
  const href = raw.trim().replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  return SAFE_URL.test(href) || SITE_PATH.test(href) ? href : null;
}

/**
 * DOMPurify has already removed every attribute but a link's href (when its own URL check let it
 * through); the link keeps it only if it is one of ours, and a web link opens in a new tab
 * without the opener.
 */
function keepSafeLink(node: Element): void {
  if (node.nodeName !== 'A') return;
  const href = safeHref(node.getAttribute('href'));
  node.removeAttribute('href');
  if (href === null) return;
  node.setAttribute('href', href);
  if (/^https?:/i.test(href)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

let purifier: DOMPurify | null = null;

/** One DOMPurify for the page, made on first use (it needs the DOM of a browser or jsdom). */
function thePurifier(): DOMPurify {
  if (purifier !== null) return purifier;
  // Without a DOM, DOMPurify hands its input back untouched: refuse rather than pass HTML on.
  const instance = typeof window === 'undefined' ? null : createDOMPurify(window);
  if (instance === null || !instance.isSupported) {
    throw new Error('sanitiseHtml needs a DOM: it runs in the browser (or jsdom in tests)');
  }
  instance.addHook('afterSanitizeAttributes', keepSafeLink);
  purifier = instance;
  return instance;
}

function renameElements(root: DocumentFragment): void {
  for (const [from, to] of Object.entries(RENAMED_TAGS)) {
    for (const element of Array.from(root.querySelectorAll(from))) {
      const renamed = root.ownerDocument.createElement(to);
      renamed.append(...Array.from(element.childNodes));
      element.replaceWith(renamed);
    }
  }
}

function sanitiseOnce(html: string): string {
  const fragment = thePurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  renameElements(fragment);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

const MAX_ROUNDS = 4;

/**
 * Safe HTML for <Html sanitisedHtml>: only the allow-listed markup of the CMS survives. Some
 * markup serialises to a string that parses into another tree ('<p><table><p>' gives
 * '<p><p></p></p>', read back as three paragraphs), which is how mutation XSS slips past a
 * sanitiser; so the result is sanitised again until parsing it changes nothing, and the page
 * gets exactly the tree that was checked.
 */
export function sanitiseHtml(html: string): string {
  let current = sanitiseOnce(html);
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const again = sanitiseOnce(current);
    if (again === current) return current;
    current = again;
  }
  // Markup that still changes at every parse is not CMS prose: show nothing rather than guess.
  return '';
}
