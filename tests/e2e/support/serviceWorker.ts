import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * One extra line makes the deployed worker a new version, and lets a test ask a worker which
 * version it is: the updated one answers 'updated', the original does not answer at all.
 */
const UPDATED_WORKER_LINE =
  "self.addEventListener('message', (event) => { if (event.data === 'which-version') event.ports[0].postMessage('updated'); });\n";

/** The worker file `vite preview` serves in this run (its build folder: tests/support/browserSuite.ts). */
function servedWorkerFile(): string {
  return fileURLToPath(new URL(`../../../${process.env.E2E_BUILD_DIR}/sw.js`, import.meta.url));
}

/**
 * Deploys a new version of the worker as a real deploy does, by replacing the file `vite preview`
 * serves (Playwright cannot intercept the browser's own fetch of a worker script during an update
 * check). Checks first that the file is the worker this run serves. Returns the undo.
 */
export async function deployUpdatedWorker(page: Page): Promise<() => Promise<void>> {
  const file = servedWorkerFile();
  const original = await readFile(file, 'utf8');
  const served = await (await page.request.get('/sw.js')).text();
  expect(served, `${file} is the worker this run serves`).toBe(original);
  await replaceAtOnce(file, UPDATED_WORKER_LINE + original);
  return () => replaceAtOnce(file, original);
}

/**
 * Writes beside the file and renames over it, as a deploy swaps files: the server never serves
 * half a worker (the Hosting emulator once answered an update check mid-write, and the browser
 * refused the truncated script).
 */
async function replaceAtOnce(file: string, content: string): Promise<void> {
  const next = `${file}.next`;
  await writeFile(next, content);
  await rename(next, file);
}

/** 'updated', 'original' or 'none': which version of the worker controls the page. */
export function versionInControl(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (controller === null) return resolve('none');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage('which-version', [channel.port2]);
        setTimeout(() => resolve('original'), 1500);
      }),
  );
}

/**
 * The worker installs (precaching the app) on the first visit and, without clientsClaim, takes
 * control from the next load: waits for it to be active, reloads, and checks it controls the page.
 */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
