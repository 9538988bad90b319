import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_VOUCHER_QR_SECRET } from '../../../functions/src/hosting/params';
import { buildApp } from '../../support/buildApp';
import { tallied, tallyEach } from '../tally';

/**
 * Supply chain and secrets (DECISIONS.md "Testing and mutation"): no high or critical advisory in
 * what ships, and nothing secret in the production bundle. That the Firebase build holds no
 * fake-world code is proven by tests/adapters/firebaseBuildHasNoFake.test.ts (npm run test:unit),
 * not repeated here.
 */

const ROOT = process.cwd();
const BUILD_TIMEOUT_MS = 180_000;
const AUDIT_TIMEOUT_MS = 120_000;

/** A public web apiKey of the shape Google issues; it is meant to be in the bundle. */
const PUBLIC_WEB_API_KEY = 'AIzaSyDummyPublicWebKeyForHostileTests1';
const FIREBASE_BUILD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: PUBLIC_WEB_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: 'met-hostile.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'met-hostile',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
};
/** A server-side variable in the build's environment: Vite must not expose it (no VITE_ prefix). */
const PLANTED_SERVER_SECRET = [
  'MET_PLANTED_SERVER_SECRET',
  'planted-server-secret-7f3c9a',
] as const;

/** What a leaked credential looks like; each pattern is proven on a sample below. */
const SECRET_PATTERNS: { name: string; pattern: RegExp; sample: string }[] = [
  {
    name: 'private key (PEM)',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/,
    // Split so that secret scanners reading this file do not flag it.
    sample: `-----BEGIN ${'RSA '}PRIVATE KEY-----\nMIIE`,
  },
  {
    name: 'service account private_key field',
    pattern: /"private_key(?:_id)?"\s*:\s*"/,
    sample: '{"private_key": "x"}',
  },
  {
    name: 'service account client_email',
    pattern: /[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/,
    sample: 'functions@met-hostile.iam.gserviceaccount.com',
  },
  {
    name: 'service account type',
    pattern: /"type"\s*:\s*"service_account"/,
    sample: '{"type": "service_account"}',
  },
  {
    name: 'AWS access key id',
    pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/,
    sample: `AKIA${'EXAMPLE7EXAMPLE7'}`,
  },
  {
    name: 'AWS secret access key',
    pattern: /aws_secret_access_key/i,
    sample: 'AWS_SECRET_ACCESS_KEY=abc',
  },
  {
    name: 'Google OAuth client secret',
    pattern: /\bGOCSPX-[A-Za-z0-9_-]{20,}/,
    sample: `GOCSPX-${'a'.repeat(28)}`,
  },
  {
    name: 'Google OAuth access token',
    pattern: /\bya29\.[A-Za-z0-9_-]{20,}/,
    sample: `ya29.${'a'.repeat(30)}`,
  },
  { name: 'QR HMAC secret name', pattern: /VOUCHER_QR_SECRET/, sample: 'VOUCHER_QR_SECRET' },
  {
    name: 'QR HMAC emulator secret value',
    pattern: new RegExp(EMULATOR_VOUCHER_QR_SECRET),
    sample: EMULATOR_VOUCHER_QR_SECRET,
  },
  {
    name: 'source map reference',
    pattern: /[#@] sourceMappingURL=/,
    sample: '//# sourceMappingURL=a.js.map',
  },
];
const GOOGLE_API_KEY = /\bAIza[0-9A-Za-z_-]{35}\b/g;

/** Every file of a folder, recursively, as [path relative to it, text]. */
function filesOf(folder: string): [string, string][] {
  return readdirSync(folder).flatMap((name): [string, string][] => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesOf(path);
    return [[relative(folder, path), readFileSync(path, 'latin1')]];
  });
}

/** VAR=value lines of a dotenv file, comments and empty values left out. */
function dotenvValues(path: string): [string, string][] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match): [string, string] => [
      match[1] ?? '',
      (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2'),
    ])
    .filter(([, value]) => value.length >= 6);
}

/** The env files Vite and the Functions emulator read on this machine. */
const ENV_FILES = [
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'functions/.env',
  'functions/.env.local',
  'functions/.secret.local',
];

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  message?: string;
  error?: { summary?: string };
}

/** npm audit's JSON, or a report saying what came instead (a cut-off answer, a proxy's page). */
function parseAuditReport(stdout: string): AuditReport {
  try {
    return JSON.parse(stdout || '{}') as AuditReport;
  } catch {
    return { message: `not JSON: ${stdout.slice(0, 120)}` };
  }
}

describe('supply chain', () => {
  it(
    'npm audit of the shipped dependencies reports no high or critical advisory',
    async (context) => {
      const { stdout, failure } = await promisify(execFile)(
        'npm',
        ['audit', '--omit=dev', '--json'],
        { cwd: ROOT, timeout: AUDIT_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      ).then(
        ({ stdout }) => ({ stdout, failure: null }),
        // npm audit exits non-zero when it finds advisories, and when it cannot ask at all.
        (error: { stdout?: string; message: string }) => ({
          stdout: error.stdout ?? '',
          failure: error,
        }),
      );
      const report = parseAuditReport(stdout);
      if (!report.metadata?.vulnerabilities) {
        // Without the registry's advisory service there is nothing to judge: say so, loudly.
        const reason = `npm audit skipped: the registry did not serve advisories (${report.message ?? report.error?.summary ?? failure?.message ?? 'no report'})`;
        console.warn(reason);
        context.skip(reason);
        return;
      }

      const serious = Object.entries(report.vulnerabilities ?? {})
        .filter(([, advisory]) => advisory.severity === 'high' || advisory.severity === 'critical')
        .map(([name, advisory]) => `${name} (${advisory.severity})`);
      await tallied('attacks', 'supply chain: npm audit (high, critical)', () => {
        expect(serious).toEqual([]);
      });
    },
    AUDIT_TIMEOUT_MS + 10_000,
  );
});

describe('no secret in the production (Firebase) build', () => {
  let outDir = '';
  let files: [string, string][] = [];

  beforeAll(() => {
    outDir = buildApp('hostile-firebase', {
      ...FIREBASE_BUILD_ENV,
      [PLANTED_SERVER_SECRET[0]]: PLANTED_SERVER_SECRET[1],
    });
    files = filesOf(outDir);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('each secret pattern recognises its sample (so the scan can fail)', async () => {
    await tallyEach(
      'attacks',
      'bundle: secret pattern control',
      SECRET_PATTERNS,
      ({ name, pattern, sample }) => {
        expect(pattern.test(sample), name).toBe(true);
      },
    );
    expect(`key ${PUBLIC_WEB_API_KEY}`.match(GOOGLE_API_KEY)).toEqual([PUBLIC_WEB_API_KEY]);
  });

  it('no private key, service account, QR secret, cloud key or source map in any file', async () => {
    expect(files.length).toBeGreaterThan(5);
    const checks = [
      ...SECRET_PATTERNS.map(({ name, pattern }) => ({
        name,
        found: () => files.filter(([, text]) => pattern.test(text)).map(([path]) => path),
      })),
      {
        name: 'source map file',
        found: () => files.filter(([path]) => path.endsWith('.map')).map(([path]) => path),
      },
      {
        name: 'Google API key other than the public web apiKey',
        found: () =>
          files.flatMap(([path, text]) =>
            [...text.matchAll(GOOGLE_API_KEY)]
              .filter(([key]) => key !== PUBLIC_WEB_API_KEY)
              .map(([key]) => `${path}: ${key.slice(0, 8)}…`),
          ),
      },
    ];

    await tallyEach('attacks', 'bundle: secret scan', checks, ({ name, found }) => {
      expect(found(), name).toEqual([]);
    });
  });

  it('server-side and .env values stay out; the configured public apiKey is the one shipped', async () => {
    const envValues = ENV_FILES.flatMap((file) =>
      dotenvValues(join(ROOT, file)).map(([name, value]) => ({ file, name, value })),
    );
    // Public by design (docs/FIREBASE.md): VITE_ values are compiled in. Those the build was
    // given here replace the files' own, so the files' must be absent too.
    const mustBeAbsent = [
      {
        file: 'build environment',
        name: PLANTED_SERVER_SECRET[0],
        value: PLANTED_SERVER_SECRET[1],
      },
      ...envValues.filter(({ name }) => !name.startsWith('VITE_') || name in FIREBASE_BUILD_ENV),
    ];
    console.log(
      `env files read: ${ENV_FILES.filter((file) => existsSync(join(ROOT, file))).join(', ') || 'none'}; values checked: ${mustBeAbsent.length}`,
    );
    const everything = files.map(([, text]) => text).join('\n');

    expect(everything).toContain(PUBLIC_WEB_API_KEY);
    await tallyEach(
      'attacks',
      'bundle: env and server values',
      mustBeAbsent,
      ({ file, name, value }) => {
        expect(everything.includes(value), `${file} ${name}`).toBe(false);
      },
    );
  });
});
