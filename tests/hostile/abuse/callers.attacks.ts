/**
 * DECISIONS.md "Security and abuse limits: who the caller is": every per-caller limit counts the
 * address Google's front end appended to X-Forwarded-For, never an entry the client wrote, so
 * rotating the header does not make one client many callers; and every record the limits leave
 * expires at the end of its window (Firestore's TTL policy on expiresAt; the in-memory limiter
 * drops it), so invented callers cannot fill the database for ever.
 */
import { describe, expect, it } from 'vitest';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { TICKETS_PER_CALLER } from '../../../functions/src/domain/supportTickets';
import { callContextOf } from '../../../functions/src/hosting/callable';
import { aMember } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackBackend, type AttackSuite, attackSubject, attempt } from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The one client's real address, as Google's front end appends it. */
const CLIENT = '203.0.113.50';
const ROTATIONS = 30;

/**
 * The CallContext Cloud Functions would hand the handler for a request whose X-Forwarded-For the
 * client wrote as `written` (Google's front end then appends CLIENT), read by the hosting layer.
 */
const asHosted = (written: string) =>
  callContextOf({
    rawRequest: {
      headers: { 'x-forwarded-for': `${written}, ${CLIENT}` },
      socket: { remoteAddress: '10.8.0.4' },
    },
  });

/** A header value the client invents for its n-th call. */
const invented = (n: number) =>
  n % 3 === 0 ? `198.51.${n}.${n + 1}` : n % 3 === 1 ? `2001:db8:${n}::1` : `not-an-ip-${n}`;

const ticket = (n: number) => ({
  values: {
    name: 'Ada Lovelace',
    email: `rotating-${n}@example.com`,
    membershipNumber: '',
    topic: 'Account',
    message: `Ticket ${n}`,
  },
  idempotencyKey: `rotating-header-key-${String(n).padStart(4, '0')}`,
});

async function sendRotating(world: AttackBackend) {
  const outcomes = [];
  for (let n = 0; n < ROTATIONS; n += 1) {
    outcomes.push(await attempt(world, 'members-submitTicket', ticket(n), asHosted(invented(n))));
  }
  return outcomes;
}

/** A few calls of every kind that counts per caller or per target: tickets, mail, guesses. */
async function callsThatCount(world: AttackBackend) {
  const member = aMember().build();
  const ctx = asHosted('192.0.2.1');
  await attempt(world, 'members-submitTicket', ticket(0), ctx);
  await attempt(world, 'users-sendPasswordReset', { email: 'nobody@example.com' }, ctx);
  await attempt(world, 'users-resendVerificationEmail', { email: 'nobody@example.com' }, ctx);
  await attempt(
    world,
    'users-createUser',
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1900-01-01',
      email: 'wrong@example.com',
      customerNumber: member.customer_number,
      password: 'Velvet-Roulette-Sunrise-71',
    },
    ctx,
  );
}

const callers: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`who the caller is (${target.label})`, () => {
    it('rotating X-Forwarded-For does not make one client many callers', async () => {
      const world = await target.start(emptyMemoryState(), NOW);

      const outcomes = await sendRotating(world);

      await tallyEach(
        'attacks',
        attackSubject('4. one client as many callers by X-Forwarded-For', target),
        ['tickets accepted', 'limiter records left'] as const,
        async (what) => {
          if (what === 'tickets accepted') {
            const accepted = outcomes.filter((outcome) => 'answered' in outcome);
            expect(accepted.length).toBe(TICKETS_PER_CALLER);
          } else {
            // One record for the client, one for the desk's signed-out budget: none per header.
            expect((await world.limiterRecords()).length).toBeLessThanOrEqual(2);
          }
        },
      );
    });

    it('every limiter record expires', async () => {
      const world = await target.start(emptyMemoryState(), NOW);
      await sendRotating(world);
      await callsThatCount(world);

      const records = await world.limiterRecords();

      expect(records.length).toBeGreaterThan(0);
      await tallyEach(
        'attacks',
        attackSubject('4. limiter records kept for ever', target),
        records,
        (record) => {
          const now = world.clock.now().getTime();
          expect(record.expiresAt, `record ${record.id} has expiresAt`).toBeInstanceOf(Date);
          expect(record.expiresAt!.getTime()).toBeGreaterThan(now);
          expect(record.expiresAt!.getTime()).toBeLessThanOrEqual(now + DAY_MS);
        },
      );
    });
  });
};

export default callers;
