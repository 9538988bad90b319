#!/usr/bin/env node
/**
 * `npm run icons`: renders the one source image, public/brand/app-icon.svg, into the PNG icons of
 * the web app manifest and index.html (public/icons/). Rerun it after changing the artwork and
 * commit the PNGs: the build copies them as they are.
 *
 * The drawing is done by Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH), so the PNGs
 * look exactly as the browser shows the SVG; Playwright only drives it and downloads nothing.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'public/brand/app-icon.svg');
const OUT_DIR = join(ROOT, 'public/icons');

/**
 * `rounded`: the regular ('any') icons are shown as they are (desktop shelves, Android's task
 * switcher), so they get the mark's rounded corners. Maskable and Apple icons stay full-bleed
 * squares: the launcher or iOS cuts its own shape, and iOS fills transparency with black.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false },
];

/** The corner radius of the brand mark's tile (rx 14 of 64 in public/brand/mark.svg). */
const CORNER_RATIO = 14 / 64;

function pageFor(svgDataUrl, size, rounded) {
  const radius = rounded ? `${Math.round(size * CORNER_RATIO)}px` : '0';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: transparent; }
    img { display: block; width: ${size}px; height: ${size}px; border-radius: ${radius}; }
  </style></head><body><img alt="" src="${svgDataUrl}"></body></html>`;
}

async function main() {
  const svg = await readFile(SOURCE);
  const svgDataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(pageFor(svgDataUrl, icon.size, icon.rounded));
      await page.locator('img').evaluate((img) => img.decode());
      const png = await page.screenshot({ omitBackground: icon.rounded, type: 'png' });
      await writeFile(join(OUT_DIR, icon.file), png);
      await page.close();
      console.log(`public/icons/${icon.file}  ${icon.size}x${icon.size}  ${png.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error('The icons could not be rendered:', error);
  process.exitCode = 1;
});
