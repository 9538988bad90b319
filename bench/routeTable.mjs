import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { REPO_ROOT } from './builds.mjs';

/**
 * The app's own route table (src/core/navigation/routes.ts), so the heap cycle visits exactly the
 * routes the app has. The file imports nothing, so its JavaScript runs on its own.
 * @returns {Promise<{id: string, pattern: string, access: string}[]>}
 */
export async function loadRouteTable() {
  const file = path.join(REPO_ROOT, 'src', 'core', 'navigation', 'routes.ts');
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return module.ROUTE_TABLE;
}
