/*
 * CMS HTML (venue rules, benefits, events, restaurant) is rebuilt from an allow-list before it
 * reaches <Html> (spec-decisions 22). DOMParser gives an inert document: nothing in it runs
 * or loads while we read it. Only allowed elements are copied, with only the attributes we set
 * ourselves, so scripts, event handlers, styles and javascript: URLs never reach the page.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'blockquote',
]);

/** The page owns its h1, so a CMS h1 becomes an h2. */
const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h2' };

/** Dropped with everything inside them; other unknown elements keep their text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
]);

const SAFE_URL = /^(https?:|mailto:|tel:)/i;
/** A same-site path ('/restaurant'), but not a protocol-relative '//host' or '/\host'. */
const SITE_PATH = /^\/(?![/\\])/;

/** The link target if it is safe, else null; browsers ignore tabs and newlines inside URLs. */
function safeHref(raw: string | null): string | null {
  if (raw === null) return null;
  const href = raw.trim().replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  return SAFE_URL.test(href) || SITE_PATH.test(href) ? href : null;
}

function copyLink(source: Element, target: HTMLElement): void {
  const href = safeHref(source.getAttribute('href'));
  if (href === null) return;
  target.setAttribute('href', href);
  if (/^https?:/i.test(href)) {
    target.setAttribute('target', '_blank');
    target.setAttribute('rel', 'noopener noreferrer');
  }
}

function copyChildren(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    const name = RENAMED_TAGS[tag] ?? tag;
    if (!ALLOWED_TAGS.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      copyChildren(element, target, document);
      continue;
    }
    const copy = document.createElement(name);
    if (name === 'a') copyLink(element, copy);
    copyChildren(element, copy, document);
    target.appendChild(copy);
  }
}

/** Safe HTML for <Html sanitisedHtml>: only the allow-listed markup of the CMS survives. */
export function sanitiseHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const root = output.createElement('div');
  copyChildren(parsed.body, root, output);
  return root.innerHTML;
}
