#!/usr/bin/env node
/**
 * `node functions/assets/wallet/render.mjs`: renders the Apple Wallet pass images beside this file
 * from the app's brand artwork, the way scripts/generate-icons.mjs renders the app icons
 * (Chromium draws the SVG; Playwright only drives it). Rerun it after changing the artwork and
 * commit the PNGs: ApplePassImages.ts inlines them into the functions' build.
 *
 * icon.png (29 pt): the app icon, full bleed (Wallet rounds it on the lock screen and in Mail).
 * logo.png (50 pt high): the gold mark alone, transparent, on the pass's midnight background.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const HERE = dirname(fileURLToPath(import.meta.url));
const BRAND = join(HERE, '../../../public/brand');

/** The mark's glyph without its tile: mark.svg's gold strokes on a transparent 64-unit box. */
async function glyphSvg() {
  const mark = await readFile(join(BRAND, 'mark.svg'), 'utf8');
  return mark.replace(/<rect[^>]*\/>/g, '');
}

const IMAGES = [
  { file: 'icon.png', size: 29, source: 'app-icon' },
  { file: 'icon@2x.png', size: 58, source: 'app-icon' },
  { file: 'logo.png', size: 50, source: 'glyph' },
  { file: 'logo@2x.png', size: 100, source: 'glyph' },
];

async function main() {
  const sources = {
    'app-icon': await readFile(join(BRAND, 'app-icon.svg'), 'utf8'),
    glyph: await glyphSvg(),
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const image of IMAGES) {
      const page = await browser.newPage({
        viewport: { width: image.size, height: image.size },
        deviceScaleFactor: 1,
      });
      const dataUrl = `data:image/svg+xml;base64,${Buffer.from(sources[image.source]).toString('base64')}`;
      await page.setContent(
        `<!doctype html><html><head><style>html,body{margin:0;background:transparent}` +
          `img{display:block;width:${image.size}px;height:${image.size}px}</style></head>` +
          `<body><img alt="" src="${dataUrl}"></body></html>`,
      );
      await page.locator('img').evaluate((img) => img.decode());
      const png = await page.screenshot({ omitBackground: true, type: 'png' });
      await writeFile(join(HERE, image.file), png);
      await page.close();
      console.log(
        `functions/assets/wallet/${image.file}  ${image.size}x${image.size}  ${png.length} bytes`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error('The wallet images could not be rendered:', error);
  process.exitCode = 1;
});
