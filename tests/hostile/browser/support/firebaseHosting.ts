import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** firebase.json at the repository root: the hosting headers production serves. */
export const FIREBASE_JSON = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../firebase.json',
);

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface FirebaseJson {
  hosting?: { headers?: HostingHeaderRule[] };
}

/** The `hosting.headers` blocks of firebase.json, in file order. */
export function hostingHeaderRules(): HostingHeaderRule[] {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseJson;
  return config.hosting?.headers ?? [];
}

/**
 * Firebase Hosting's glob for `source`, as the Hosting emulator matches it (minimatch): `**`
 * crosses folders, `*` stays inside one, runs of slashes count as one, and a path with a trailing
 * slash also matches the glob without it (`/desk` matches `/desk/`, which the app routes to the
 * desk too). Case counts (`/Desk` is not `/desk`). Enough for the patterns firebase.json uses
 * ('**', '/desk', '/assets/**', '/sw.js'); an unknown glob feature fails loudly.
 */
export function sourceMatches(source: string, path: string): boolean {
  if (/[?[\]{}!]/.test(source)) throw new Error(`Unsupported hosting glob: ${source}`);
  const pattern = source
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+^${}()|\\/]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  const glob = new RegExp(`^${pattern}$`);
  const slashed = path.replace(/\/{2,}/g, '/');
  return (
    glob.test(slashed) ||
    (slashed.length > 1 && slashed.endsWith('/') && glob.test(slashed.slice(0, -1)))
  );
}

/**
 * The headers Firebase Hosting sends for a request path: every block whose source matches adds
 * its headers, a later block overriding an earlier one for the same name (the Hosting emulator
 * sets them in file order; production does the same, undocumented:
 * github.com/firebase/firebase-tools/issues/9467).
 * Like Hosting, the request path counts (not the SPA rewrite's /index.html).
 */
export function headersFor(path: string, rules = hostingHeaderRules()): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!sourceMatches(rule.source, path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** A Content-Security-Policy as directive name (lower case) to its source list. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** A Permissions-Policy as feature name to its allowlist, e.g. 'camera' to '(self)'. */
export function parsePermissionsPolicy(policy: string): Map<string, string> {
  const features = new Map<string, string>();
  for (const entry of policy.split(',')) {
    const [name, allowlist] = entry.trim().split('=');
    if (name) features.set(name, allowlist ?? '');
  }
  return features;
}

/** The policy without one directive, everything else as written. */
export function cspWithout(policy: string, directiveName: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive.split(/\s+/)[0] !== directiveName)
    .join('; ');
}
