import fc from 'fast-check';
import { Bytes, GeoPoint, Timestamp } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isOptInOf,
  toDate,
  toGamePlay,
  toUserProfile,
} from '../../../src/adapters/firebase/firestoreDocuments';
import { fromRestFields } from '../../../src/adapters/firebase/firestoreRest';
import type { GamePlay, UserProfile } from '../../../src/core/ports/DocumentStorePort';
import { holdsFor } from './holdsFor';
import { anyValue, hostileNumber, hostileString, NASTY_STRINGS } from './hostileValues';
import { mutationOf } from './mutations';

/**
 * Bad input: what Firestore hands the app for users/{uid} and the games collection (spec section
 * 7), read by the Firebase adapter's document readers. Documents the backend wrote, documents
 * edited by hand in the console, and documents damaged any other way never make a reader throw:
 * each answer is a valid value (defaults for what cannot be read, null for a play without an
 * instant), never a half-read one.
 */

const RUNS = 400;
const UID = 'uid-alex';

/** A Firestore Timestamp, or what else a hand-edited document may hold for an instant. */
const instantLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.date({ noInvalidDate: false }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc
    .integer({ min: -62_135_596_800, max: 253_402_300_799 })
    .map((seconds) => new Timestamp(seconds, 0)),
  fc
    .tuple(fc.integer({ min: 0, max: 2_000_000_000 }), fc.integer({ min: 0, max: 999_999_999 }))
    .map(([seconds, nanos]) => new Timestamp(seconds, nanos)),
  // Timestamp look-alikes: what another SDK, a cache or a careless copy might leave behind.
  fc
    .oneof(fc.date({ noInvalidDate: false }), hostileString, hostileNumber, fc.constant(null))
    .map((result) => ({ toDate: () => result })),
  fc.record({ toDate: anyValue }, { noNullPrototype: true }),
  fc.record({ seconds: hostileNumber, nanoseconds: hostileNumber }, { noNullPrototype: true }),
  hostileString,
  hostileNumber,
);

/**
 * A map key Firestore accepts: any string but the reserved `__.*__` names. (So no map arrives
 * with '__proto__' as a key, which the SDK's plain assignment would turn into its prototype.)
 */
const fieldName = hostileString.filter((name) => !/^__.*__$/s.test(name));

/** Any value a Firestore document field can hold, nested, with hostile strings and numbers. */
const { firestoreValue } = fc.letrec<{ firestoreValue: unknown }>((tie) => ({
  firestoreValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false),
    hostileNumber,
    hostileString,
    instantLike,
    fc
      .tuple(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
      )
      .map(([latitude, longitude]) => new GeoPoint(latitude, longitude)),
    fc.uint8Array({ maxLength: 16 }).map((bytes) => Bytes.fromUint8Array(bytes)),
    fc.array(tie('firestoreValue'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('firestoreValue'), { maxKeys: 4, noNullPrototype: true }),
  ),
}));

/** A document's fields: every field name may be missing, hostile, or hold any value. */
function documentWith(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<object> {
  const anyOf = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof(arbitrary, firestoreValue, anyValue);
  const known = Object.fromEntries(
    Object.entries(fields).map(([name, arbitrary]) => [name, anyOf(arbitrary)]),
  );
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [], noNullPrototype: true }),
      fc.dictionary(fieldName, firestoreValue, { maxKeys: 3, noNullPrototype: true }),
    )
    .map(([named, extra]) => ({ ...extra, ...named }));
}

/**
 * The documents as the backend writes them. `instant` makes the stored instants: a Firestore
 * Timestamp, or (for the mutation bases) a Date, since a mutation reaching inside a Timestamp
 * would test the SDK's own object rather than a stored value.
 */
type Instant = (millis: number) => unknown;
const asTimestamp: Instant = (millis) => Timestamp.fromMillis(millis);
const asDate: Instant = (millis) => new Date(millis);

const validUser = (instant: Instant) => ({
  email: 'alex@example.com',
  emailVerified: true,
  country: 'gb',
  memberships: ['100200'],
  gameOptin: [
    { gameId: 'spin-spring-fortune', timestamp: instant(1_772_000_000_000) },
    { gameId: 'spin-summer', timestamp: '2026-06-01T09:00:00Z' },
  ],
});

const validPlay = (instant: Instant) => ({
  userId: UID,
  gameId: 'spin-spring-fortune',
  timestamp: instant(1_772_100_000_500),
  prizeName: '£10 free play',
  win: true,
});

const userDocument: fc.Arbitrary<object> = fc.oneof(
  documentWith({
    email: hostileString,
    emailVerified: fc.boolean(),
    country: hostileString,
    memberships: fc.array(fc.oneof(hostileString, hostileNumber, firestoreValue)),
    gameOptin: fc.array(
      fc.oneof(
        fc.record(
          { gameId: fc.oneof(hostileString, hostileNumber), timestamp: instantLike },
          { noNullPrototype: true },
        ),
        firestoreValue,
      ),
      { maxLength: 5 },
    ),
  }),
  mutationOf(validUser(asDate)).filter(isDocument),
);

const playDocument: fc.Arbitrary<object> = fc.oneof(
  documentWith({
    userId: fc.oneof(hostileString, hostileNumber),
    gameId: fc.oneof(hostileString, hostileNumber),
    timestamp: instantLike,
    prizeName: hostileString,
    win: fc.boolean(),
  }),
  mutationOf(validPlay(asDate)).filter(isDocument),
);

/** snapshot.data() is always a map of fields; only what is inside it can be wrong. */
function isDocument(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectValidInstant(value: unknown): void {
  expect(value).toBeInstanceOf(Date);
  expect(Number.isNaN((value as Date).getTime())).toBe(false);
}

function expectValidProfile(profile: UserProfile, data: Record<string, unknown>): void {
  expect(Object.keys(profile).sort()).toEqual([
    'country',
    'email',
    'emailVerified',
    'gameOptin',
    'memberships',
    'uid',
  ]);
  expect(profile.uid).toBe(UID);
  expect(typeof profile.email).toBe('string');
  expect(profile.emailVerified).toBe(data.emailVerified === true);
  expect(typeof profile.country).toBe('string');
  expect(profile.country).not.toBe('');
  expect(Array.isArray(profile.memberships)).toBe(true);
  // A membership counts only as the number it was stored as: never 'null' or '[object Object]'.
  const storedIds: unknown[] = Array.isArray(data.memberships) ? data.memberships : [];
  for (const id of profile.memberships) {
    expect(typeof id).toBe('string');
    const asStored = storedIds.some(
      (entry) =>
        (entry === id && id !== '') || (Number.isSafeInteger(entry) && String(entry) === id),
    );
    expect(asStored, `membership '${id}' was stored as such`).toBe(true);
  }
  expect(Array.isArray(profile.gameOptin)).toBe(true);
  for (const optIn of profile.gameOptin) {
    expect(Object.keys(optIn).sort()).toEqual(['gameId', 'timestamp']);
    expect(typeof optIn.gameId).toBe('string');
    expectValidInstant(optIn.timestamp);
  }
  // Nothing but an opt-in list's own entries becomes an opt-in.
  const stored = Array.isArray(data.gameOptin) ? data.gameOptin : [];
  expect(profile.gameOptin.length).toBeLessThanOrEqual(stored.length);
}

function expectValidPlay(play: GamePlay | null, data: Record<string, unknown>): void {
  if (play === null) {
    const unreadable =
      toDate(data.timestamp) === null ||
      typeof data.userId !== 'string' ||
      (typeof data.gameId !== 'string' && typeof data.gameId !== 'number');
    expect(unreadable, 'only a play with no readable instant, member or game is dropped').toBe(
      true,
    );
    return;
  }
  expect(Object.keys(play).sort()).toEqual(['gameId', 'prizeName', 'timestamp', 'userId', 'win']);
  expect(typeof play.userId).toBe('string');
  expect(typeof play.gameId).toBe('string');
  expectValidInstant(play.timestamp);
  expect(typeof play.prizeName).toBe('string');
  // A prize counts as won only when the document says so in so many words.
  expect(play.win).toBe(data.win === true);
}

function expectNoPollution(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}

describe('bad input: Firestore documents read by the Firebase adapter', () => {
  afterEach(expectNoPollution);

  it('toDate: any stored value is a valid instant or null, never an Invalid Date', async () => {
    await holdsFor(
      'Firestore: toDate',
      fc.oneof(instantLike, firestoreValue, anyValue),
      (value) => {
        const date = toDate(value);

        if (date !== null) expectValidInstant(date);
        if (value instanceof Timestamp) expect(date?.getTime()).toBe(value.toDate().getTime());
        if (value instanceof Date) {
          expect(date === null).toBe(Number.isNaN(value.getTime()));
        }
      },
      {
        numRuns: RUNS,
        examples: [
          new Date(Number.NaN),
          new Timestamp(0, 0),
          { toDate: () => new Date(Number.NaN) },
          { toDate: () => '2026-03-01T12:00:00Z' },
          { toDate: 'yesterday' },
          { seconds: 1_772_000_000, nanoseconds: 0 },
          ...NASTY_STRINGS,
          Number.NaN,
          Infinity,
        ],
      },
    );
  });

  it('toDate: an ISO string or a Timestamp keeps its exact instant', async () => {
    await holdsFor(
      'Firestore: toDate round trip',
      fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('9999-12-31T23:59:59Z') }),
      (date) => {
        expect(toDate(date.toISOString())?.getTime()).toBe(date.getTime());
        expect(toDate(Timestamp.fromDate(date))?.getTime()).toBe(date.getTime());
      },
      { numRuns: RUNS },
    );
  });

  it('toUserProfile: any users/{uid} document gives a whole profile of the right types', async () => {
    await holdsFor(
      'Firestore: users/{uid} document',
      userDocument,
      (data) => {
        const profile = toUserProfile(UID, data as Record<string, unknown>);

        expectValidProfile(profile, data as Record<string, unknown>);
      },
      {
        numRuns: RUNS,
        examples: [{}, validUser(asTimestamp), { gameOptin: 'not a list', memberships: {} }],
      },
    );
  });

  it('toUserProfile: the valid document is read exactly', () => {
    const profile = toUserProfile(UID, validUser(asTimestamp));

    expect(profile).toEqual({
      uid: UID,
      email: 'alex@example.com',
      emailVerified: true,
      country: 'gb',
      memberships: ['100200'],
      gameOptin: [
        { gameId: 'spin-spring-fortune', timestamp: new Date(1_772_000_000_000) },
        { gameId: 'spin-summer', timestamp: new Date('2026-06-01T09:00:00Z') },
      ],
    });
  });

  it('toGamePlay: any games document gives a whole play, or null when it cannot be read', async () => {
    await holdsFor(
      'Firestore: games document',
      playDocument,
      (data) => {
        const play = toGamePlay(data as Record<string, unknown>);

        expectValidPlay(play, data as Record<string, unknown>);
      },
      {
        numRuns: RUNS,
        examples: [{}, validPlay(asTimestamp), { ...validPlay(asTimestamp), win: 'true' }],
      },
    );
  });

  it('isOptInOf: any stored entry is a yes or a no for a game id', async () => {
    await holdsFor(
      'Firestore: gameOptin entry',
      fc.tuple(fc.oneof(firestoreValue, anyValue), hostileString),
      ([entry, gameId]) => {
        const answer = isOptInOf(entry, gameId);

        expect(typeof answer).toBe('boolean');
        if (answer) expect(String((entry as { gameId: unknown }).gameId)).toBe(gameId);
      },
      { numRuns: RUNS },
    );
  });

  it("fromRestFields: any answer of Firestore's REST API, even damaged, reads as a whole profile", async () => {
    await holdsFor(
      'Firestore REST: users/{uid} answer',
      fc.oneof(userDocument.map(toRestFields), anyValue),
      (fields) => {
        const data = fromRestFields(fields);
        const profile = toUserProfile(UID, data);

        expectValidProfile(profile, data);
      },
      {
        numRuns: RUNS,
        examples: [
          null,
          'fields',
          { memberships: { arrayValue: { values: 'not a list' } } },
          { gameOptin: { arrayValue: { values: [null, 7, { mapValue: { fields: null } }] } } },
          { email: null, country: { stringValue: ['gb'] } },
        ],
      },
    );
  });

  it('fromRestFields: a document as the REST API writes it reads exactly as stored', () => {
    const profile = toUserProfile(UID, fromRestFields(toRestFields(validUser(asTimestamp))));

    expect(profile).toEqual(toUserProfile(UID, validUser(asDate)));
  });
});

/** A stored value as Firestore's REST API answers it (the typed values of its v1 API). */
function toRestValue(value: unknown): unknown {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isSafeInteger(value)
      ? { integerValue: String(value) }
      : { doubleValue: Number.isFinite(value) ? value : String(value) };
  }
  if (value instanceof Timestamp) return { timestampValue: value.toDate().toISOString() };
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? { nullValue: null }
      : { timestampValue: value.toISOString() };
  }
  if (value instanceof GeoPoint) {
    return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  }
  if (value instanceof Bytes) return { bytesValue: value.toBase64() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value) } };
  return { nullValue: null };
}

function toRestFields(document: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).map(([key, v]) => [key, toRestValue(v)]));
}
