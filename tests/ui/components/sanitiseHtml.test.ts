// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitiseHtml } from '../../../src/ui/components/sanitiseHtml';

describe('sanitiseHtml: CMS HTML keeps its allow-listed markup only', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it.each([
    [
      '<p>Dress: <strong>smart</strong> <em>casual</em></p>',
      '<p>Dress: <strong>smart</strong> <em>casual</em></p>',
    ],
    [
      '<h2>House rules</h2><ul><li>18+</li><li>ID</li></ul>',
      '<h2>House rules</h2><ul><li>18+</li><li>ID</li></ul>',
    ],
    ['<ol><li><b>One</b><br><i>two</i></li></ol>', '<ol><li><b>One</b><br><i>two</i></li></ol>'],
    [
      '<h3>a</h3><h4>b</h4><blockquote>c</blockquote>',
      '<h3>a</h3><h4>b</h4><blockquote>c</blockquote>',
    ],
  ])('keeps %s', (html, expected) => {
    expect(sanitiseHtml(html)).toBe(expected);
  });

  it.each([
    ['an image with an error handler', '<img src=x onerror=alert(1)>', ''],
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a style block', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['an svg with onload', '<svg onload=alert(1)><circle r=1 /></svg>ok', 'ok'],
    [
      'inline handlers and styles',
      '<p onclick="alert(1)" style="color:red" class="x">Hi</p>',
      '<p>Hi</p>',
    ],
    [
      'unknown wrappers, keeping their text',
      '<div><span>Open <u>late</u></span></div>',
      'Open late',
    ],
    ['a form control', '<p>a<button onclick=alert(1)>b</button></p>', '<p>a</p>'],
    ['comments', '<p>a<!-- secret -->b</p>', '<p>ab</p>'],
  ])('drops %s', (_, html, expected) => {
    expect(sanitiseHtml(html)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
  ])('removes the unsafe link target %j but keeps the text', (href) => {
    const html = `<a href="${href.replace(/"/g, '&quot;')}" onclick="alert(1)">Rules</a>`;

    expect(sanitiseHtml(html)).toBe('<a>Rules</a>');
  });

  it('opens web links in a new tab without giving it the opener', () => {
    expect(sanitiseHtml('<a href="https://example.com/menu" target="_self">Menu</a>')).toBe(
      '<a href="https://example.com/menu" target="_blank" rel="noopener noreferrer">Menu</a>',
    );
  });

  it.each([['mailto:hello@example.com'], ['tel:02079460614'], ['/restaurant']])(
    'keeps the link %s in this tab',
    (href) => {
      expect(sanitiseHtml(`<a href="${href}">Go</a>`)).toBe(`<a href="${href}">Go</a>`);
    },
  );

  it('turns a CMS h1 into an h2 so the page keeps one h1', () => {
    expect(sanitiseHtml('<h1>Rules</h1>')).toBe('<h2>Rules</h2>');
  });

  it('escapes text so it stays text', () => {
    expect(sanitiseHtml('<p>5 &lt; 6 &amp; &lt;script&gt;</p>')).toBe(
      '<p>5 &lt; 6 &amp; &lt;script&gt;</p>',
    );
  });

  it('never runs a payload, even once the result is on the page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const payload =
      '<img src=x onerror=alert(1)><svg onload=alert(2)></svg>' +
      '<a href="javascript:alert(3)">x</a><script>alert(4)</script>';

    document.body.innerHTML = sanitiseHtml(payload);
    document.querySelector('a')?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(alert).not.toHaveBeenCalled();
    expect(document.body.querySelectorAll('img, svg, script, [onerror], [onload]')).toHaveLength(0);
  });
});
