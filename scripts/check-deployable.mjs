#!/usr/bin/env node
// Firebase Hosting's predeploy step (firebase.json): refuses to deploy a build folder that holds
// the fake world, or whose index.html has inline code the hosting Content-Security-Policy would
// block. Run by hand: node scripts/check-deployable.mjs [dist [firebase.json]] (exits 1 and says
// why).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECK_PAINTED_SCRIPT } from '../src/start/checkPaintedScript.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Strings the fake world's code always holds and the Firebase app never does: the demo password
 * (functions/src/seed/demoMembers.ts), the stored world's key (src/adapters/fake/world/storedWorld.ts)
 * and the page's handle for tests (src/adapters/fake/FakeWorldTestApi.ts). tests/scripts/checkDeployable.test.ts
 * keeps them equal to those constants.
 */
export const FAKE_WORLD_MARKERS = ['Demo-Royal-Flush-26', 'met-fake-world:v1', '__metFakeWorld'];

/** Files of a build that can hold code or text; images and fonts are left out. */
const TEXT_FILE = /\.(js|mjs|html|css|json|webmanifest|txt|map)$/;

function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

/** The CSP source of an inline element's text: what the browser compares it with. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every Content-Security-Policy firebase.json's hosting sends, one entry per header. */
function hostingPolicies(firebaseJson) {
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8'));
  const sites = Array.isArray(config.hosting) ? config.hosting : [config.hosting ?? {}];
  return sites.flatMap((site) =>
    (site.headers ?? []).flatMap((rule) =>
      rule.headers
        .filter(({ key }) => key.toLowerCase() === 'content-security-policy')
        .map(({ value }) => value),
    ),
  );
}

/** A directive's sources, or those of the directive the browser falls back to. */
function sourcesOf(policy, names) {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
  for (const name of names) if (directives.has(name)) return directives.get(name);
  return null;
}

/**
 * What stops `distDir` from being deployed with `firebaseJson`'s headers; empty when nothing does.
 * @param {string} distDir the build folder Hosting serves
 * @param {string} firebaseJson the firebase.json whose hosting headers production sends
 * @returns {string[]}
 */
export function deployProblems(distDir, firebaseJson = join(ROOT, 'firebase.json')) {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return [`${indexHtml} is missing: run npm run build first`];
  const problems = [];
  for (const file of filesUnder(distDir)) {
    const text = readFileSync(file, 'utf8');
    const found = FAKE_WORLD_MARKERS.filter((marker) => text.includes(marker));
    if (found.length > 0) {
      problems.push(
        `${relative(distDir, file)} holds the fake world (${found.join(', ')}): build the ` +
          'Firebase app (npm run build, without VITE_BACKEND=fake) and deploy that',
      );
    }
  }
  const html = readFileSync(indexHtml, 'utf8');
  const policies = hostingPolicies(firebaseJson);
  if (policies.length === 0) problems.push(`${firebaseJson} sends no Content-Security-Policy`);
  // Each inline <style> and <script> (no src) must be allowed by its hash in every policy.
  const inline = [
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) => ['style', text]),
    ...[...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes))
      .map(([, , text]) => ['script', text]),
  ];
  // The service worker writes one more into a returning member's page: the painted copy's check.
  inline.push(['script', CHECK_PAINTED_SCRIPT]);
  for (const [kind, text] of inline) {
    const hash = cspHash(text);
    for (const policy of policies) {
      const allowed = sourcesOf(policy, [`${kind}-src-elem`, `${kind}-src`, 'default-src']) ?? [];
      if (!allowed.includes(hash)) {
        const which =
          text === CHECK_PAINTED_SCRIPT
            ? "the painted copy's check (src/start/checkPaintedScript.mjs)"
            : `index.html's inline <${kind}>`;
        problems.push(
          `${which} is not allowed by the CSP: put ${hash} in ${kind}-src ` +
            `(firebase.json) in place of the old hash`,
        );
      }
    }
  }
  if (/<[a-z][^>]*\sstyle\s*=/i.test(html)) {
    problems.push('index.html has a style attribute: the CSP blocks it (use a class)');
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? join(ROOT, 'dist'));
  const problems = deployProblems(distDir, resolve(process.argv[3] ?? join(ROOT, 'firebase.json')));
  if (problems.length > 0) {
    console.error(`Not deployable (${distDir}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `${distDir}: no fake world, and the CSP allows index.html's inline style and script.`,
  );
}
