import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EMULATOR_BUILD_DIR,
  emulatorFirebaseConfig,
  emulatorOrigins,
  withConnectSources,
} from '../../scripts/emulatorHosting.mjs';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
interface FirebaseJson {
  hosting: { public: string; headers: HeaderRule[] } & Record<string, unknown>;
  emulators: Record<string, { host: string; port: number }>;
}

const production = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
) as FirebaseJson;
const emulated = emulatorFirebaseConfig(production);

const CSP = 'Content-Security-Policy';
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(/\s+/)[0] === name);
const cspOf = (config: FirebaseJson) =>
  config.hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === CSP)
    ?.value ?? '';

/**
 * Emulator mode is production's firebase.json with two differences, written once in
 * scripts/emulatorHosting.mjs: the folder Hosting serves, and the emulators' loopback origins in
 * the CSP's connect-src. Anything else that differed would be a journey that proves nothing.
 */
describe('the emulators read firebase.json as production does', () => {
  it('serves the emulator build, not the production build in dist/', () => {
    expect(production.hosting.public).toBe('dist');
    expect(emulated.hosting.public).toBe(EMULATOR_BUILD_DIR);
  });

  it("adds exactly the Auth, Functions and Firestore emulators' origins to connect-src", () => {
    const origins = emulatorOrigins(production.emulators);
    expect(origins).toEqual([
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
      'http://127.0.0.1:8080',
    ]);
    expect(directive(cspOf(emulated), 'connect-src')).toBe(
      [directive(cspOf(production), 'connect-src'), ...origins].join(' '),
    );
  });

  it('differs in nothing else: every other directive, header, rewrite, rule and port as written', () => {
    const withoutTheDifferences = (config: FirebaseJson) => {
      const copy = structuredClone(config);
      delete (copy.hosting as Partial<FirebaseJson['hosting']>).public;
      for (const header of copy.hosting.headers.flatMap((rule) => rule.headers)) {
        if (header.key === CSP) {
          header.value = header.value
            .split(';')
            .filter((part) => part.trim().split(/\s+/)[0] !== 'connect-src')
            .join(';');
        }
      }
      return copy;
    };
    expect(withoutTheDifferences(emulated)).toEqual(withoutTheDifferences(production));
  });

  it('refuses a policy with no connect-src rather than serve one that differs silently', () => {
    expect(() => withConnectSources("default-src 'self'", ['http://127.0.0.1:1'])).toThrow(
      /no connect-src/,
    );
  });
});
