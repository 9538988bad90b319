/**
 * DECISIONS.md "Support and deletion": support tickets. A retry after a lost answer (the same
 * ticket, with the key the app made for it) files no second ticket and answers the first reference;
 * a caller who sends ticket after ticket is stopped after a few, a limit no genuine member meets.
 */
import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { TICKETS_PER_CALLER } from '../../../functions/src/domain/supportTickets';
import { tallyEach } from '../tally';
import { type AttackBackend, type AttackSuite, attackSubject, attempt } from './target';

const NOW = '2026-03-10T12:00:00.000Z';
/** The flood one caller sends; far past any limit a genuine member would meet. */
const FLOOD = 40;

const ticket = (email: string, idempotencyKey: string, message = 'My points are missing.') => ({
  values: {
    name: 'Ada Lovelace',
    email,
    membershipNumber: '',
    topic: 'Account',
    message,
  },
  idempotencyKey,
});

const keyOf = (n: number) => `attack-ticket-key-${String(n).padStart(6, '0')}`;

type Caller = 'signed in' | 'signed out';

async function callerContext(world: AttackBackend, caller: Caller, email: string) {
  if (caller === 'signed out') return { callerAddress: '203.0.113.8' } satisfies CallContext;
  return (await world.login(email)).ctx;
}

async function sendTicket(world: AttackBackend, request: unknown, ctx: CallContext) {
  const outcome = await attempt(world, 'members-submitTicket', request, ctx);
  if ('refused' in outcome) throw outcome.refused;
  return outcome.answered.ticketId;
}

const tickets: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`support tickets (${target.label})`, () => {
    it('a retried ticket, one after another or all at once, is filed once', async () => {
      const retries: readonly { caller: Caller; together: boolean }[] = [
        { caller: 'signed out', together: false },
        { caller: 'signed out', together: true },
        { caller: 'signed in', together: false },
        { caller: 'signed in', together: true },
      ];
      await tallyEach(
        'attacks',
        attackSubject('8. duplicate tickets from a retried call', target),
        retries,
        async ({ caller, together }) => {
          const world = await target.start(emptyMemoryState(), NOW);
          const email = `retry-${caller.replace(' ', '-')}-${together}@example.com`;
          const ctx = await callerContext(world, caller, email);
          const request = ticket(email, keyOf(1));

          const references = together
            ? await Promise.all([1, 2, 3].map(() => sendTicket(world, request, ctx)))
            : [
                await sendTicket(world, request, ctx),
                await sendTicket(world, request, ctx),
                await sendTicket(world, request, ctx),
              ];
          const next = await sendTicket(world, ticket(email, keyOf(2)), ctx);

          expect(new Set(references).size, 'one reference for every try').toBe(1);
          const [reference] = references as [string];
          expect(await world.adapters.supportDesk.find(reference)).toBeDefined();
          expect(next, 'the next ticket takes the very next reference').toBe(
            `T-${String(Number(reference.slice(2)) + 1).padStart(6, '0')}`,
          );
        },
      );
    });

    it('a caller sending ticket after ticket is stopped after a few', async () => {
      const callers: readonly Caller[] = ['signed out', 'signed in'];
      await tallyEach(
        'attacks',
        attackSubject('8. ticket flooding', target),
        callers,
        async (caller) => {
          const world = await target.start(emptyMemoryState(), NOW);
          const email = `flood-${caller.replace(' ', '-')}@example.com`;
          const ctx = await callerContext(world, caller, email);
          const filed: string[] = [];
          const refusals: string[] = [];

          for (let n = 0; n < FLOOD; n += 1) {
            const outcome = await attempt(
              world,
              'members-submitTicket',
              ticket(email, keyOf(n), `Flood message ${n}`),
              ctx,
            );
            if ('answered' in outcome) filed.push(outcome.answered.ticketId);
            else refusals.push(outcome.refused.code);
          }

          expect(TICKETS_PER_CALLER).toBeLessThanOrEqual(10);
          expect(filed.length, 'tickets filed for one caller').toBeLessThanOrEqual(
            TICKETS_PER_CALLER,
          );
          expect(new Set(refusals)).toEqual(new Set(['resource-exhausted']));
          const beyond = `T-${String(filed.length + 1).padStart(6, '0')}`;
          expect(await world.adapters.supportDesk.find(beyond)).toBeUndefined();
        },
      );
    });
  });
};

export default tickets;
