import { MEMORY_STATE_VERSION, type MemoryState } from 'met-rewards-functions/in-memory';

/** The localStorage key of the fake world; the version changes when the stored shape does. */
export const FAKE_WORLD_STORAGE_KEY = 'met-fake-world:v1';
const FORMAT = 'met-fake-world';

/** What is kept in localStorage: the backend's whole state and when it was seeded. */
export interface StoredWorld {
  format: typeof FORMAT;
  seededAt: string;
  state: MemoryState;
}

export function serialiseWorld(seededAt: string, state: MemoryState): string {
  const stored: StoredWorld = { format: FORMAT, seededAt, state };
  return JSON.stringify(stored);
}

/**
 * The stored world, or null when there is none or it cannot be trusted: not JSON, another app's
 * value, an older format, or records sign-in depends on that are not the right shape. A world
 * that is not trusted is reseeded rather than risk a login that cannot sign in.
 */
export function parseStoredWorld(raw: string | null): StoredWorld | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.format !== FORMAT || typeof value.seededAt !== 'string')
    return null;
  if (Number.isNaN(Date.parse(value.seededAt)) || !isMemoryState(value.state)) return null;
  return { format: FORMAT, seededAt: value.seededAt, state: value.state };
}

const RECORD_KEYS = [
  'members',
  'venues',
  'restaurants',
  'vouchers',
  'events',
  'rsvps',
  'games',
  'prizes',
  'tickets',
  'users',
  'plays',
  'identityUsers',
  'oobCodes',
  'rateLimits',
] as const satisfies readonly (keyof MemoryState)[];

function isMemoryState(value: unknown): value is MemoryState {
  return (
    isRecord(value) &&
    value.version === MEMORY_STATE_VERSION &&
    RECORD_KEYS.every((key) => isRecord(value[key])) &&
    Array.isArray(value.benefits) &&
    Array.isArray(value.outbox) &&
    Number.isInteger(value.nextCustomerNumber) &&
    Number.isInteger(value.nextTicketNumber) &&
    Object.values(value.identityUsers as Record<string, unknown>).every(isIdentityRecord) &&
    Object.values(value.users as Record<string, unknown>).every(isProfileRecord)
  );
}

function isIdentityRecord(value: unknown): boolean {
  return (
    isRecord(value) &&
    ['uid', 'email', 'passwordHash', 'passwordSalt', 'createdAt'].every(
      (key) => typeof value[key] === 'string',
    ) &&
    typeof value.emailVerified === 'boolean' &&
    typeof value.disabled === 'boolean' &&
    Array.isArray(value.failedSignIns)
  );
}

function isProfileRecord(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.uid === 'string' &&
    typeof value.email === 'string' &&
    typeof value.emailVerified === 'boolean' &&
    Array.isArray(value.memberships) &&
    Array.isArray(value.gameOptin)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
