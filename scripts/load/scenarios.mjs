// What the simulated members do during `npm run load` (scripts/load/run.mjs starts them):
//   - memberVisits: one phone of a member, visit after visit until the deadline: sign in, the
//     member record, the vouchers and a voucher's QR code, the games (the server's time), the
//     opt-in to the open game (a Firestore write under firestore.rules), its prizes, a spin, the
//     events of the home casino and an RSVP, a support ticket. No pause between calls.
//   - joinStorm: many members-registerAccount at once with fresh emails, each from its own
//     address: every one needs a number from the one customer-number counter.
//   - guessStorm: many users-createUser and members-linkMembership at once with a wrong date of
//     birth for one membership, each from its own address: all count against that membership's
//     one limiter record.
import { randomBytes } from 'node:crypto';
import { londonDayOf } from './invariants.mjs';

/** A distinct IPv4 address in 10.0.0.0/8 for the n-th simulated phone (n < 2^24). */
export const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const ticketKey = () => randomBytes(16).toString('base64url');

/**
 * Visits of one member from one device until `deadline()` (ms since the epoch); `spins` and
 * `tickets` collect what the invariants need.
 */
export async function memberVisits({ client, member, password, gameId, deadline, address, log }) {
  const spins = [];
  const tickets = [];
  /** Spins and tickets whose answer never came (timeout): the backend may have done them. */
  const unanswered = { spins: [], tickets: 0 };
  const open = () => Date.now() < deadline();
  let visits = 0;
  while (open()) {
    visits += 1;
    const token = await client.signIn(member.email, password);
    if (!token || !open()) continue;
    const as = { token, address };
    await client.call('members-getMember', { location: 'gb' }, as);
    if (!open()) break;
    const vouchers = await client.call(
      'vouchers-getAllVouchers',
      { location: 'gb', crmId: member.crmId },
      as,
    );
    const voucher = vouchers.body?.result?.records?.find((record) => record.redeemable);
    if (!open()) break;
    if (voucher) await client.call('vouchers-generateQrCode', { voucherId: voucher.id }, as);
    if (!open()) break;
    const games = await client.call('promotions-getGames', {}, as);
    const serverTime = games.body?.result?.serverTime;
    if (!open()) break;
    if (serverTime) {
      const optIn = await client.optInToGame({ uid: member.uid, token, gameId, serverTime });
      if (optIn !== 'opted-in' && optIn !== 'already') log(`${member.email} opt-in: ${optIn}`);
    }
    if (!open()) break;
    await client.call('promotions-spinToWinPrizes', { gameId }, as);
    if (!open()) break;
    const spin = await client.call('promotions-spinTheWheel', { location: 'gb', gameId }, as);
    const day = londonDayOf(new Date().toISOString());
    if (spin.status === 200 || spin.code === 'resource-exhausted') {
      spins.push({
        customerNumber: member.customerNumber,
        gameId,
        day,
        accepted: spin.status === 200,
      });
    }
    if (spin.status === 0)
      unanswered.spins.push({ customerNumber: member.customerNumber, gameId, day });
    if (!open()) break;
    const events = await client.call(
      'promotions-getPromotions',
      { venueId: member.homeCasino },
      as,
    );
    const event = events.body?.result?.events?.find((candidate) => candidate.isRsvp);
    if (!open()) break;
    if (event) {
      await client.call(
        'promotions-optInToEvent',
        {
          uri: event.uri,
          customerNumber: member.customerNumber,
          homeCasinoName: 'The Metropolitan Mayfair',
        },
        as,
      );
    }
    if (!open()) break;
    const ticket = await client.call(
      'members-submitTicket',
      {
        values: {
          name: `Load Member ${member.uid}`,
          email: member.email,
          membershipNumber: member.customerNumber,
          topic: 'Other',
          message: `Load test visit ${visits} of ${member.uid}.`,
        },
        idempotencyKey: ticketKey(),
      },
      as,
    );
    if (ticket.status === 200) tickets.push(ticket.body.result.ticketId);
    if (ticket.status === 0) unanswered.tickets += 1;
  }
  return { spins, tickets, visits, unanswered };
}

/** `count` joins at once, fresh emails, one address each; answers the customer numbers given. */
export async function joinStorm({ client, count, runId, firstAddress }) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      client.call(
        'members-registerAccount',
        {
          location: 'gb',
          values: {
            title: 'Ms',
            firstName: 'Ada',
            lastName: 'Joiner',
            gender: 'female',
            dob: '1990-12-10',
            email: `joiner-${runId}-${index + 1}@example.com`,
            mobilePhone: '07700 900123',
            over18: true,
            termsAccepted: true,
            marketingOptIn: false,
            homeCasino: 6,
          },
        },
        { address: addressOf(firstAddress + index) },
      ),
    ),
  );
  return answers
    .filter((answer) => answer.status === 200)
    .map((answer) => String(answer.body.result.data.customerNumber));
}

/**
 * `count` wrong guesses at once at one membership: half users-createUser (fresh emails), half
 * members-linkMembership by one verified login without a membership; one address each. Answers
 * how many were checked and refused as wrong (invalid-argument) rather than held back by the
 * guess limits (resource-exhausted).
 */
export async function guessStorm({ client, count, target, linkerToken, firstAddress, runId }) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const address = addressOf(firstAddress + index);
      if (index % 2 === 0) {
        return client.call(
          'users-createUser',
          {
            firstName: target.firstName,
            lastName: target.lastName,
            dob: target.wrongDob,
            email: `guesser-${runId}-${index + 1}@example.com`,
            customerNumber: target.customerNumber,
            password: 'Another-Royal-Flush-27',
            devMode: true,
            devDomain: 'http://127.0.0.1:5173',
          },
          { address },
        );
      }
      return client.call(
        'members-linkMembership',
        { location: 'gb', membershipNumber: target.customerNumber, dob: target.wrongDob },
        { token: linkerToken, address },
      );
    }),
  );
  return {
    checkedWrong: answers.filter((answer) => answer.code === 'invalid-argument').length,
    heldBack: answers.filter((answer) => answer.code === 'resource-exhausted').length,
  };
}
