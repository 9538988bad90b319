import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK } from '../../build/chunkPlan.mjs';
import { BUILD_TIMEOUT_MS, buildApp } from '../support/buildApp';

/**
 * The service worker's precache (build/installableApp.ts) against what the build made:
 * a screen whose stylesheet is not precached opens unstyled offline, and Workbox
 * leaves a file out silently (a glob that misses it, or one over its size limit).
 */
let outDir = '';

beforeAll(() => {
  outDir = buildApp('precache', { VITE_BACKEND: 'fake' });
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (outDir !== '') rmSync(outDir, { recursive: true, force: true });
});

/**
 * The paths in sw.js's precache list, the JSON the build writes in for `self.__WB_MANIFEST`
 * (src/worker/sw.ts): [{"revision":...,"url":"assets/app-x.css"},...].
 */
function precached(): string[] {
  const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The chunks the worker leaves out of its precache (build/chunkPlan.mjs). */
const NOT_PRECACHED = new RegExp(
  `/(${[CHUNK.passwordDictionary, CHUNK.passkeyCeremonies, CHUNK.qrDecoder].join('|')})-[^/]+\\.js$`,
);

const built = (extension: string) =>
  readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith(extension))
    .map((file) => `assets/${file}`);

describe('the service worker precache', () => {
  it('holds every stylesheet the build made', () => {
    const stylesheets = built('.css');
    const list = precached();
    // Screens bring their own stylesheets: a build with a handful only would be a broken test.
    expect(stylesheets.length).toBeGreaterThan(10);

    expect(stylesheets.filter((file) => !list.includes(file))).toEqual([]);
  });

  it('holds every script but the password dictionaries, the passkey ceremonies and the desk’s QR decoder (fetched when first needed; a passkey needs the network anyway; only staff scan codes)', () => {
    const scripts = built('.js');
    const list = precached();
    expect(scripts.length).toBeGreaterThan(10);

    const missing = scripts.filter((file) => !list.includes(file));
    expect(missing.filter((file) => !NOT_PRECACHED.test(file))).toEqual([]);
    expect(missing.length).toBeGreaterThan(0);
  });

  it('holds the brand typeface: one Latin woff2 of at most 25 KB, and no other font file', () => {
    const fonts = readdirSync(join(outDir, 'assets')).filter((file) =>
      /\.(woff2?|ttf|otf|eot)$/.test(file),
    );
    expect(fonts).toEqual([expect.stringMatching(/^manrope-latin-700-normal-[\w-]+\.woff2$/)]);
    const font = `assets/${fonts[0] ?? ''}`;

    expect(statSync(join(outDir, font)).size).toBeLessThanOrEqual(25 * 1024);
    expect(precached()).toContain(font);
  });
});

describe("index.html's start lists (build/startChunkLists.ts, met-start-chunks)", () => {
  it('name scripts of this build only: the app asks for its stylesheets itself, and hinted too they were downloaded twice', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const lists = [...html.matchAll(/<meta name="met-[a-z-]+-chunks" content="([^"]*)"/g)];
    // The start's (the fake build has no signed-in list).
    expect(lists.length).toBeGreaterThanOrEqual(1);
    const files = lists.flatMap((list) => (list[1] ?? '').split(' ').filter(Boolean));
    // The app's chunk and the libraries it imports.
    expect(files.length).toBeGreaterThanOrEqual(2);

    expect(files.filter((file) => !file.endsWith('.js'))).toEqual([]);
    expect(
      files.map((file) => file.replace(/^\//, '')).filter((file) => !built('.js').includes(file)),
    ).toEqual([]);
  });
});
