import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INSTANCE_LIMITS } from '../../../functions/src/hosting/instances';
import { builtFunctions, type BuiltFunctions } from './builtFunctions';

const BUILD_TIMEOUT_MS = 120_000;

/** What firebase-tools reads of each function at deploy (firebase-functions' __endpoint). */
interface Endpoint {
  platform: 'gcfv1' | 'gcfv2';
  region?: string[];
  maxInstances?: number;
  concurrency?: number;
}

/**
 * Anyone can call these, or they answer a guess (a membership number and date of birth, an
 * email): a storm of them must not scale to the platform's default of 100 instances.
 */
const ANONYMOUS = [
  'members-registerAccount',
  'members-linkMembership',
  'members-submitTicket',
  'users-createUser',
  'users-sendPasswordReset',
  'users-resendVerificationEmail',
  'passkeys-authenticationOptions',
  'passkeys-verifyAuthentication',
  'resetLink-open',
];
const DELETION_TRIGGER = 'auth-onUserDeleted';

/**
 * The deployed functions among the entry's exports, named as firebase-tools names them: a
 * function carrying __endpoint, or a group of them (`${group}-${name}`). The entry also exports
 * what its chunks share with it, under short names; those are neither.
 */
function endpointsOf(exports: Record<string, unknown>, prefix = ''): Record<string, Endpoint> {
  return Object.fromEntries(
    Object.entries(exports).flatMap(([name, value]): [string, Endpoint][] => {
      if (typeof value === 'function' && '__endpoint' in value) {
        return [[`${prefix}${name}`, (value as { __endpoint: Endpoint }).__endpoint]];
      }
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return Object.entries(endpointsOf(value as Record<string, unknown>, `${prefix}${name}-`));
      }
      return [];
    }),
  );
}

/** The scaling options every deployed function is expected to carry. */
function expectedScaling(name: string, platform: Endpoint['platform']): Partial<Endpoint> {
  if (name === DELETION_TRIGGER) {
    return { maxInstances: INSTANCE_LIMITS.deletionTriggerMaxInstances };
  }
  const maxInstances = ANONYMOUS.includes(name)
    ? INSTANCE_LIMITS.anonymousMaxInstances
    : INSTANCE_LIMITS.maxInstances;
  return platform === 'gcfv2'
    ? { maxInstances, concurrency: INSTANCE_LIMITS.concurrency }
    : { maxInstances };
}

/**
 * The built entry (functions/lib/index.js, what a deploy uploads and firebase-tools reads): each
 * function carries its instance cap and its concurrency, so the global options were set before
 * the definitions copied them and no bundling step reordered that.
 */
describe('the scaling options the built functions carry', () => {
  let built: BuiltFunctions;
  let endpoints: Record<string, Endpoint>;

  beforeAll(async () => {
    built = await builtFunctions();
    const entry = (await import(pathToFileURL(path.join(built.libDir, 'index.js')).href)) as Record<
      string,
      unknown
    >;
    // firebase-tools sets the project when it reads the endpoints; v1 triggers need it.
    vi.stubEnv('GCLOUD_PROJECT', 'demo-metrewards');
    endpoints = endpointsOf(entry);
    vi.unstubAllEnvs();
  }, BUILD_TIMEOUT_MS);
  afterAll(() => built?.dispose());

  it('reads the functions (the anonymous ones and the deletion trigger among them)', () => {
    expect(Object.keys(endpoints)).toEqual(
      expect.arrayContaining([...ANONYMOUS, DELETION_TRIGGER, 'members-getMember']),
    );
  });

  it('caps every function below the platform default and keeps it in europe-west2', () => {
    const uncapped = Object.entries(endpoints)
      .filter(([, endpoint]) => !(endpoint.maxInstances! <= INSTANCE_LIMITS.maxInstances))
      .map(([name]) => name);

    expect(uncapped).toEqual([]);
    for (const endpoint of Object.values(endpoints)) {
      expect(endpoint.region).toEqual(['europe-west2']);
    }
  });

  it('gives each function its instance cap and concurrency', () => {
    const actual = Object.fromEntries(
      Object.entries(endpoints).map(([name, { maxInstances, concurrency }]) => [
        name,
        concurrency === undefined ? { maxInstances } : { maxInstances, concurrency },
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(endpoints).map(([name, { platform }]) => [
        name,
        expectedScaling(name, platform),
      ]),
    );

    expect(actual).toEqual(expected);
  });

  it('keeps the anonymous cap well below the shared one', () => {
    expect(INSTANCE_LIMITS.anonymousMaxInstances).toBeLessThan(INSTANCE_LIMITS.maxInstances);
    expect(endpoints['members-getMember']?.maxInstances).toBe(INSTANCE_LIMITS.maxInstances);
    expect(endpoints['users-createUser']?.maxInstances).toBe(INSTANCE_LIMITS.anonymousMaxInstances);
  });
});
