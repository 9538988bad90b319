/**
 * DECISIONS.md "Support and deletion": deleting an account leaves nothing that holds the member's
 * email: their support tickets keep what was asked but not who asked, and the mail sent to them
 * (reset links included) is gone. Only what the login owned goes: its address only once it had
 * verified it, so an impostor who signed up with someone's address cannot wipe their tickets and
 * mail; and no deletion resets a limit. The deletion trigger is
 * retried by Cloud Functions, so a second run, or a retry after a run that failed half way, must
 * finish the job and change nothing else.
 */
import { describe, expect, it } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { Mailer } from '../../../functions/src/ports/Mailer';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember } from '../../functions/builders';
import { tallyEach } from '../tally';
import {
  type AttackBackend,
  type AttackSuite,
  type AttackTarget,
  attackSubject,
  attempt,
} from './target';

const NOW = '2026-03-10T12:00:00.000Z';
const CALLER: CallContext = { callerAddress: '203.0.113.44' };

interface Traces {
  uid: string;
  email: string;
  ticketIds: string[];
}

/**
 * A member with a login who wrote to support signed in (quoting their address) and signed out,
 * asked for a password reset (a mail with a live link) and mistyped their date of birth once.
 */
async function memberWithTraces(
  world: AttackBackend,
  member: MemberRecord,
  email: string,
): Promise<Traces> {
  const { uid, ctx } = await world.login(email, { memberships: [member.customer_number] });
  const ticket = (message: string, key: string) => ({
    values: { name: 'Ada Lovelace', email, membershipNumber: '', topic: 'Account', message },
    idempotencyKey: key,
  });
  const ticketIds: string[] = [];
  for (const [request, context] of [
    [ticket(`Please write to ${email.toUpperCase()}`, 'deletion-key-signed-in'), ctx],
    [ticket('My voucher is missing', 'deletion-key-signed-out'), CALLER],
  ] as const) {
    const outcome = await attempt(world, 'members-submitTicket', request, context);
    if ('refused' in outcome) throw outcome.refused;
    ticketIds.push(outcome.answered.ticketId);
  }
  await attempt(world, 'users-sendPasswordReset', { email }, CALLER);
  await attempt(
    world,
    'users-createUser',
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1901-01-01',
      email,
      customerNumber: member.customer_number,
      password: 'Velvet-Roulette-Sunrise-71',
    },
    CALLER,
  );
  expect(
    (await world.mails()).some((mail) => sameAddress(mail.to, email)),
    'the member was sent a mail',
  ).toBe(true);
  return { uid, email, ticketIds };
}

/** A world holding the member whose login memberWithTraces makes. */
async function startWith(target: AttackTarget, email: string) {
  const state = emptyMemoryState();
  const member = aMember().withEmail(email).build();
  state.members[member.customer_number] = member;
  const world = await target.start(state, NOW);
  return { world, traces: await memberWithTraces(world, member, email) };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const mentions = (record: unknown, email: string) =>
  JSON.stringify(record ?? null)
    .toLowerCase()
    .includes(email.toLowerCase());

async function ticketsOf(world: AttackBackend, traces: Traces) {
  return Promise.all(traces.ticketIds.map((id) => world.adapters.supportDesk.find(id)));
}

/** What the member left behind that holds their email, kind by kind. */
const LEFTOVERS: readonly {
  kind: string;
  check: (world: AttackBackend, traces: Traces) => Promise<void>;
}[] = [
  {
    kind: 'support tickets',
    async check(world, traces) {
      const tickets = await ticketsOf(world, traces);
      for (const ticket of tickets) {
        expect(ticket, 'the ticket stays, as the record of what was asked').toBeDefined();
        expect(mentions(ticket, traces.email), JSON.stringify(ticket)).toBe(false);
        expect(ticket?.values.name).toBe('');
        expect(ticket?.uid).toBeUndefined();
      }
      expect(tickets[1]?.values.message).toBe('My voucher is missing');
    },
  },
  {
    kind: 'mails (and the reset link in one)',
    async check(world, traces) {
      const left = (await world.mails()).filter(
        (mail) => sameAddress(mail.to, traces.email) || mentions(mail, traces.email),
      );
      expect(left).toEqual([]);
    },
  },
  {
    kind: 'the users/{uid} profile',
    async check(world, traces) {
      expect(await world.adapters.appData.getProfile(traces.uid)).toBeUndefined();
    },
  },
];

/** What a second run of the trigger must leave exactly as it was. */
async function snapshot(world: AttackBackend, traces: Traces) {
  return {
    tickets: await ticketsOf(world, traces),
    mails: await world.mails(),
    profile: await world.adapters.appData.getProfile(traces.uid),
  };
}

/** Runs the deletion trigger again, as a retry by Cloud Functions would. */
const runTriggerAgain = (world: AttackBackend, traces: Traces) =>
  world.backend.services.users.onIdentityDeleted({
    uid: traces.uid,
    email: traces.email,
    emailVerified: true,
  });

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** The limiter's records, in one order, to compare before and after. */
async function limiterRecords(world: AttackBackend) {
  return (await world.limiterRecords()).sort(byId);
}

/**
 * What an impostor can do to an address's owner without ever reading their mail: the owner (with
 * no login yet) wrote to support signed out and was mailed; the impostor signs up with the owner's
 * address, which needs no verification, has mail sent there, and deletes the login.
 */
async function impostorDeletes(target: AttackTarget, email: string) {
  const world = await target.start(emptyMemoryState(), NOW);
  const owners = await attempt(
    world,
    'members-submitTicket',
    {
      values: {
        name: 'Ada Lovelace',
        email,
        membershipNumber: '',
        topic: 'Account',
        message: 'Hi',
      },
      idempotencyKey: 'owner-ticket-key-000001',
    },
    CALLER,
  );
  if ('refused' in owners) throw owners.refused;
  await world.adapters.mailer.send({ to: email, subject: 'Your Met Rewards points', text: 'x' });
  const impostor = await world.login(email, { verified: false });
  await attempt(
    world,
    'users-resendVerificationEmail',
    { email },
    { callerAddress: '198.51.100.9' },
  );
  const mailsBefore = await world.mails();
  const limitsBefore = await limiterRecords(world);

  await world.deleteLogin(impostor.uid);

  return { world, ticketId: owners.answered.ticketId, mailsBefore, limitsBefore };
}

const deletion: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`account deletion (${target.label})`, () => {
    it('leaves no ticket or mail holding the email', async () => {
      const email = 'Deleted.Member@Example.com';
      const { world, traces } = await startWith(target, email);

      await world.deleteLogin(traces.uid);

      await tallyEach(
        'attacks',
        attackSubject('10. personal data left after account deletion', target),
        LEFTOVERS,
        ({ check }) => check(world, traces),
      );
    });

    it("deleting a login that never verified an address leaves that address's tickets, mail and limits alone", async () => {
      const email = 'owner.of.address@example.com';
      const { world, ticketId, mailsBefore, limitsBefore } = await impostorDeletes(target, email);
      const leftAlone: readonly { kind: string; check: () => Promise<void> }[] = [
        {
          kind: "the owner's ticket",
          async check() {
            const ticket = await world.adapters.supportDesk.find(ticketId);
            expect(ticket?.values).toMatchObject({ name: 'Ada Lovelace', email });
            expect(ticket?.anonymisedAt).toBeUndefined();
          },
        },
        {
          kind: 'the mail to the address',
          async check() {
            expect(mailsBefore.filter((mail) => sameAddress(mail.to, email)).length).toBe(2);
            expect(await world.mails()).toEqual(mailsBefore);
          },
        },
        {
          kind: "the address's limits",
          async check() {
            expect(limitsBefore.length).toBeGreaterThan(0);
            expect(await limiterRecords(world)).toEqual(limitsBefore);
          },
        },
      ];

      await tallyEach(
        'attacks',
        attackSubject('10. an unverified login deleted to wipe its address', target),
        leftAlone,
        ({ check }) => check(),
      );
    });

    it('deleting a verified login resets no limit', async () => {
      const email = 'Limits.Stay@Example.com';
      const { world, traces } = await startWith(target, email);
      const before = await limiterRecords(world);

      await world.deleteLogin(traces.uid);

      await tallyEach(
        'attacks',
        attackSubject('10. a deletion that would reset limits', target),
        ['every limiter record'],
        async () => {
          expect(before.length).toBeGreaterThan(0);
          expect(await limiterRecords(world)).toEqual(before);
        },
      );
    });

    it('a second run of the trigger, or a retry after a failed one, is harmless', async () => {
      const runs = ['after a complete run', 'after a run that failed half way'] as const;
      await tallyEach(
        'attacks',
        attackSubject('10. a deletion trigger run twice', target),
        runs,
        async (run) => {
          const email = `twice-${runs.indexOf(run)}@example.com`;
          const { world, traces } = await startWith(target, email);
          if (run === 'after a run that failed half way') {
            const mailer: Mailer = world.adapters.mailer;
            const forgetRecipient = mailer.forgetRecipient.bind(mailer);
            let failures = 1;
            mailer.forgetRecipient = async (address) => {
              if (failures-- > 0) throw new Error('the mail store is unavailable');
              return forgetRecipient(address);
            };
            await expect(world.deleteLogin(traces.uid), 'the first run fails').rejects.toThrow();
            await runTriggerAgain(world, traces);
            for (const { check } of LEFTOVERS.slice(0, 2)) await check(world, traces);
          } else {
            await world.deleteLogin(traces.uid);
          }
          const before = await snapshot(world, traces);

          await runTriggerAgain(world, traces);

          expect(await snapshot(world, traces)).toEqual(before);
          for (const { check } of LEFTOVERS) await check(world, traces);
        },
      );
    });
  });
};

export default deletion;
