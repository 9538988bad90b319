import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { isOptInOpen } from '@met/scheme';
import type { PlayDocument, SpinGameDocument, UserDocument } from '@met/scheme/documents';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../functions/src/adapters/firestore/collections';
import { MAIL_COLLECTION } from '../../functions/src/adapters/mail/TriggerEmailMailer';
import { serverClockOffset, serverNow } from '../../src/core/games/serverTime';
import { skipWithoutFirestore } from '../functions/adapters/firestoreEmulator';

const PROJECT = 'demo-metrewards-rules';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const now = () => Date.now();
// One instant for the seeded opt-in, so the profile a test starts from is the stored one.
const SEEDED_OPTIN_AT = new Date(now() - 2 * DAY);

const profile = (uid: string): UserDocument<Date> => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  country: 'gb',
  memberships: ['100101'],
  gameOptin: [{ gameId: 'spring', timestamp: SEEDED_OPTIN_AT }],
});

const game = (optinFromDays: number, optinToDays: number): SpinGameDocument<Date> => ({
  name: 'Spin',
  description: '',
  OptinStart: new Date(now() + optinFromDays * DAY),
  OptinEnd: new Date(now() + optinToDays * DAY),
  GameStart: new Date(now() + optinFromDays * DAY),
  GameEnd: new Date(now() + optinToDays * DAY),
  prizes: [{ name: 'Free drink', win: true }],
});

const optin = (gameId: string, at = new Date()) => ({ gameId, timestamp: at });

const play = (userId: string, customerNumber: string): PlayDocument<Date> => ({
  userId,
  customerNumber,
  gameId: 'spring',
  timestamp: new Date(),
  prizeName: 'Free drink',
  win: true,
});

/** The client SDK (compat API) as the rules see it: signed in as someone, or not. */
type ClientFirestore = ReturnType<RulesTestContext['firestore']>;

describe.skipIf(skipWithoutFirestore('firestore.rules'))('firestore.rules', () => {
  let env: RulesTestEnvironment;
  const as = (uid: string): ClientFirestore => env.authenticatedContext(uid).firestore();
  const signedOut = (): ClientFirestore => env.unauthenticatedContext().firestore();
  const existingOptins = () => profile('ada').gameOptin;

  beforeAll(async () => {
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: {
        host: host ?? '127.0.0.1',
        port: Number(port),
        rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc('users/ada').set(profile('ada'));
      await db.doc('users/bob').set(profile('bob'));
      await db.doc('spinGames/spring').set(game(-7, 14));
      await db.doc('spinGames/closed').set(game(-30, -10));
      // Plays are keyed by membership (spec-decisions 6) and read by the login that spun.
      await db.doc('games/100101|spring|today').set(play('ada', '100101'));
      await db.doc('games/100102|spring|today').set(play('bob', '100102'));
      await db.doc('members/100101').set({ first_name: 'Ada' });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  describe('users/{uid}', () => {
    it('lets a member read their own profile', async () => {
      await assertSucceeds(as('ada').doc('users/ada').get());
    });

    it("refuses another member's profile, and anyone signed out", async () => {
      await assertFails(as('ada').doc('users/bob').get());
      await assertFails(signedOut().doc('users/ada').get());
    });

    it('lets a member merge a two-letter country', async () => {
      await assertSucceeds(as('ada').doc('users/ada').set({ country: 'ie' }, { merge: true }));
    });

    it('refuses a country that is not a two-letter lower-case code', async () => {
      await assertFails(as('ada').doc('users/ada').set({ country: 'IRL' }, { merge: true }));
    });

    it('lets a member add an opt-in made now to a game open for opt-in', async () => {
      await assertSucceeds(
        as('ada')
          .doc('users/ada')
          .update({
            gameOptin: [...existingOptins(), optin('spring')],
          }),
      );
    });

    it("lets a phone whose clock is 5 hours out opt in, stamped with the server's time", async () => {
      // As the app does (DECISIONS.md "Games: the server's time for opt-ins"): promotions-getGames
      // answered the server's time (the emulator runs on this machine's clock); the phone keeps
      // the offset and stamps with it.
      const deviceNow = () => new Date(now() - 5 * HOUR);
      const sentAt = deviceNow();
      const offset = serverClockOffset(new Date(now()).toISOString(), sentAt, deviceNow());

      await assertSucceeds(
        as('ada')
          .doc('users/ada')
          .update({
            gameOptin: [...existingOptins(), optin('spring', serverNow(offset, deviceNow()))],
          }),
      );
    });

    describe('a member on a break or self-excluded', () => {
      const setMember = (fields: Record<string, unknown>) =>
        env.withSecurityRulesDisabled((context) =>
          context
            .firestore()
            .doc('members/100101')
            .set({ first_name: 'Ada', ...fields }),
        );
      const addOptin = () =>
        as('ada')
          .doc('users/ada')
          .update({ gameOptin: [...existingOptins(), optin('spring')] });

      it('refuses a new opt-in while a break is in force', async () => {
        await setMember({ breakEndsAt: new Date(now() + DAY).toISOString() });

        await assertFails(addOptin());
      });

      it('refuses a new opt-in to a self-excluded membership', async () => {
        await setMember({ selfExcluded: true, breakEndsAt: null });

        await assertFails(addOptin());
      });

      it('allows it again once the break has ended, and still allows a change of country', async () => {
        await setMember({ breakEndsAt: new Date(now() - 2 * MINUTE).toISOString() });
        await assertSucceeds(addOptin());

        await setMember({ breakEndsAt: new Date(now() + DAY).toISOString() });
        await assertSucceeds(as('ada').doc('users/ada').set({ country: 'ie' }, { merge: true }));
      });
    });

    it('lets a member replace their opt-in to the same game', async () => {
      await assertSucceeds(
        as('ada')
          .doc('users/ada')
          .update({ gameOptin: [optin('spring')] }),
      );
    });

    it.each([
      ['backdated by ten days', [optin('spring', new Date(now() - 10 * DAY))]],
      ["stamped by a phone's clock 5 hours behind", [optin('spring', new Date(now() - 5 * HOUR))]],
      ['to a game whose opt-in window has closed', [optin('closed')]],
      ['to a game that does not exist', [optin('no-such-game')]],
      ['two at once', [optin('spring'), optin('closed')]],
      ['with extra fields', [{ ...optin('spring'), win: true }]],
      ['with a string instant', [{ gameId: 'spring', timestamp: new Date().toISOString() }]],
    ])('refuses an opt-in %s', async (_case, added) => {
      await assertFails(
        as('ada')
          .doc('users/ada')
          .update({ gameOptin: [...existingOptins(), ...added] }),
      );
    });

    describe("the opt-in window, as the scheme's isOptInOpen draws it", () => {
      // The rules' clock (request.time) cannot be set, so the window is drawn minutes around it
      // and the edges are tried with the opt-in's own stamp, which the rules hold to the same
      // window function (isOptinWindowOpen) as request.time: exact to the millisecond.
      type OptinWindow = Pick<SpinGameDocument<Date>, 'OptinStart' | 'OptinEnd'>;
      const window = (): OptinWindow => ({
        OptinStart: new Date(now() - 3 * MINUTE),
        OptinEnd: new Date(now() + 3 * MINUTE),
      });

      it.each([
        ['exactly at opening', true, (edges: OptinWindow) => edges.OptinStart],
        [
          'one millisecond before opening',
          false,
          (edges: OptinWindow) => new Date(edges.OptinStart.getTime() - 1),
        ],
        [
          'one millisecond before closing',
          true,
          (edges: OptinWindow) => new Date(edges.OptinEnd.getTime() - 1),
        ],
        ['exactly at closing', false, (edges: OptinWindow) => edges.OptinEnd],
      ] as const)('an opt-in stamped %s is allowed: %s', async (_edge, allowed, stampOf) => {
        const edges = window();
        const stamp = stampOf(edges);
        await env.withSecurityRulesDisabled((context) =>
          context
            .firestore()
            .doc('spinGames/edge')
            .set({ ...game(-1, 1), ...edges }),
        );
        expect(isOptInOpen(edges, stamp)).toBe(allowed);

        const write = as('ada')
          .doc('users/ada')
          .update({ gameOptin: [...existingOptins(), optin('edge', stamp)] });
        await (allowed ? assertSucceeds(write) : assertFails(write));
      });
    });

    it.each([
      ['memberships', { memberships: ['100101', '100104'] }],
      ['emailVerified', { emailVerified: false }],
      ['email', { email: 'someone@example.com' }],
    ])('refuses a change of %s, which the backend alone sets', async (_field, change) => {
      await assertFails(as('ada').doc('users/ada').set(change, { merge: true }));
    });

    it("refuses writes to another member's profile, creating one and deleting one", async () => {
      await assertFails(as('ada').doc('users/bob').set({ country: 'ie' }, { merge: true }));
      await assertFails(as('carol').doc('users/carol').set({ country: 'gb' }));
      await assertFails(as('ada').doc('users/ada').delete());
    });
  });

  describe('games (plays)', () => {
    it("lets a member run the app's query for their own latest play", async () => {
      await assertSucceeds(
        as('ada')
          .collection('games')
          .where('userId', '==', 'ada')
          .where('gameId', '==', 'spring')
          .orderBy('timestamp', 'desc')
          .limit(1)
          .get(),
      );
    });

    it("refuses other members' plays and any write", async () => {
      await assertFails(as('ada').doc('games/100102|spring|today').get());
      await assertFails(as('ada').collection('games').get());
      await assertFails(
        as('ada')
          .doc('games/100101|spring|tomorrow')
          .set({ ...play('ada', '100101'), prizeName: 'Jackpot' }),
      );
      await assertFails(as('ada').doc('games/100101|spring|today').delete());
    });
  });

  /** Every collection the backend keeps (collections.ts), bar the two the app reads itself. */
  const BACKEND_ONLY = Object.values(COLLECTIONS)
    .filter((name) => name !== COLLECTIONS.users && name !== COLLECTIONS.plays)
    .map((name) => (name === COLLECTIONS.rsvps ? `events/e1/${name}` : name))
    .concat(MAIL_COLLECTION);

  it.each(BACKEND_ONLY)('closes %s to clients: no read, list or write', async (path) => {
    for (const client of [as('ada'), signedOut()]) {
      await assertFails(client.doc(`${path}/100101`).get());
      await assertFails(client.collection(path).get());
      await assertFails(client.doc(`${path}/100101`).set({ uid: 'ada' }));
      await assertFails(client.doc(`${path}/new-one`).set({ uid: 'ada' }));
    }
  });

  it('keeps a member’s own passkey and every passkey challenge from clients', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc('passkeys/adas-key').set({ uid: 'ada', publicKey: 'pk', counter: 4 });
      await db.doc('passkeyChallenges/ch-1').set({ challenge: 'ch-1', purpose: 'authenticate' });
    });

    // Not even the owner reads their key or moves its counter back for a cloned authenticator.
    await assertFails(as('ada').doc('passkeys/adas-key').get());
    await assertFails(as('ada').collection('passkeys').where('uid', '==', 'ada').get());
    await assertFails(as('ada').doc('passkeys/adas-key').update({ counter: 0 }));
    await assertFails(as('ada').doc('passkeys/adas-key').delete());
    // Nobody reads a pending challenge, plants one that never expires, or takes one away.
    for (const client of [as('ada'), signedOut()]) {
      await assertFails(client.doc('passkeyChallenges/ch-1').get());
      await assertFails(
        client.doc('passkeyChallenges/planted').set({ challenge: 'planted', purpose: 'register' }),
      );
      await assertFails(client.doc('passkeyChallenges/ch-1').delete());
    }
  });

  it('keeps redemptions and the desk’s audit trail from members and staff alike', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db
        .doc('redemptions/100101|dinner')
        .set({ customerNumber: '100101', voucherId: 'dinner' });
      await db.doc('deskAudit/a1').set({ staffUid: 'desk', outcome: 'redeemed' });
    });
    const staff = env.authenticatedContext('desk', { staff: { venueId: 6 } }).firestore();

    for (const client of [as('ada'), staff, signedOut()]) {
      // Nobody un-redeems a voucher, redeems one by hand, or reads or rewrites the trail.
      await assertFails(client.doc('redemptions/100101|dinner').get());
      await assertFails(
        client.collection('redemptions').where('customerNumber', '==', '100101').get(),
      );
      await assertFails(client.doc('redemptions/100101|dinner').delete());
      await assertFails(client.doc('redemptions/100101|drink').set({ customerNumber: '100101' }));
      await assertFails(client.doc('deskAudit/a1').get());
      await assertFails(client.doc('deskAudit/a1').delete());
      await assertFails(client.collection('deskAudit').add({ outcome: 'ready' }));
    }
  });

  it('keeps a membership’s consent history from its own member and everyone else', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc('members/100101/consentHistory/2026-11-26')
        .set({ entries: [{ channel: 'email', given: true, at: '2026-11-26T21:40:00.000Z' }] });
    });

    for (const client of [as('ada'), signedOut()]) {
      // The history reaches the app in the member's answer only; nobody forges or erases it.
      await assertFails(client.doc('members/100101/consentHistory/2026-11-26').get());
      await assertFails(client.collection('members/100101/consentHistory').get());
      await assertFails(client.doc('members/100101/consentHistory/2026-11-26').delete());
      await assertFails(
        client.doc('members/100101/consentHistory/2020-01-01').set({ entries: [] }),
      );
    }
  });

  it('lets a member read one of their own plays by id, and change none', async () => {
    await assertSucceeds(as('ada').doc('games/100101|spring|today').get());
    await assertFails(as('ada').doc('games/100101|spring|today').update({ win: false }));
    await assertFails(signedOut().doc('games/100101|spring|today').get());
  });

  it('refuses a change of uid', async () => {
    await assertFails(as('ada').doc('users/ada').set({ uid: 'bob' }, { merge: true }));
  });

  it.each([
    [49, 'lets', assertSucceeds],
    [50, 'refuses', assertFails],
  ] as const)(
    'with %i opt-ins kept, %s one more (50 at most)',
    async (kept, _verb, expectation) => {
      const old = Array.from({ length: kept }, (_, index) => ({
        gameId: `old-${index}`,
        timestamp: SEEDED_OPTIN_AT,
      }));
      await env.withSecurityRulesDisabled((context) =>
        context.firestore().doc('users/ada').update({ gameOptin: old }),
      );

      await expectation(
        as('ada')
          .doc('users/ada')
          .update({ gameOptin: [...old, optin('spring')] }),
      );
    },
  );
});
