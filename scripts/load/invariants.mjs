// The invariants `npm run load` checks in Firestore once the load has run, as pure functions over
// what it read (scripts/load/firestoreState.mjs) and what the callables answered. Each check
// answers { name, ok, detail, problems }: problems lists what broke it (at most MAX_PROBLEMS).
// Unit-tested in tests/scripts/loadInvariants.test.ts.

const MAX_PROBLEMS = 10;

const LONDON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/London calendar day 'yyyy-MM-dd' of an ISO instant. */
export function londonDayOf(iso) {
  return LONDON_DAY.format(new Date(iso));
}

function result(name, problems, detail) {
  return {
    name,
    ok: problems.length === 0,
    detail,
    problems: problems.slice(0, MAX_PROBLEMS),
    ...(problems.length > MAX_PROBLEMS ? { moreProblems: problems.length - MAX_PROBLEMS } : {}),
  };
}

function countBy(items, keyOf) {
  const counts = new Map();
  for (const item of items) {
    const key = keyOf(item);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const playKey = ({ customerNumber, gameId, day }) => `${customerNumber}|${gameId}|${day}`;

/**
 * Exactly one play per membership, game and London day. `storedPlays`: every play document,
 * { customerNumber, gameId, timestamp }. `spins`: every spin that got an answer,
 * { customerNumber, gameId, day, accepted } (accepted: answered 200). A membership, game and day
 * that got an answer from the wheel (a prize or 'already played') must have exactly one stored
 * play; none may have two; none may have been answered a prize twice; every play stored at or
 * after `since` must be one a spin was answered a prize for, or one whose spin got no answer
 * (`unanswered`: { customerNumber, gameId, day } of spins the client gave up on), counted apart.
 */
export function checkOnePlayPerDay({ storedPlays, spins, since, unanswered = [] }) {
  const problems = [];
  const stored = countBy(storedPlays, (play) =>
    playKey({ ...play, day: londonDayOf(play.timestamp) }),
  );
  for (const [key, count] of stored) {
    if (count > 1) problems.push(`${key}: ${count} plays stored`);
  }
  const accepted = countBy(
    spins.filter((spin) => spin.accepted),
    playKey,
  );
  for (const [key, count] of accepted) {
    if (count > 1) problems.push(`${key}: ${count} spins answered a prize`);
  }
  const answered = new Set(spins.map(playKey));
  for (const key of answered) {
    if ((stored.get(key) ?? 0) !== 1) {
      problems.push(`${key}: spun, but ${stored.get(key) ?? 0} plays stored`);
    }
  }
  const sinceMs = Date.parse(since);
  const lost = new Set(unanswered.map(playKey));
  let fromLost = 0;
  for (const play of storedPlays) {
    const key = playKey({ ...play, day: londonDayOf(play.timestamp) });
    if (Date.parse(play.timestamp) < sinceMs || accepted.has(key)) continue;
    if (lost.has(key)) fromLost += 1;
    else problems.push(`${key}: stored, but no spin was answered a prize`);
  }
  return result(
    'one play per membership, game and London day',
    problems,
    `${accepted.size} prizes answered, ${answered.size} membership-days spun, ${storedPlays.length} plays stored` +
      (fromLost > 0 ? ` (${fromLost} from spins that got no answer)` : ''),
  );
}

/**
 * Every accepted ticket stored once. `acceptedTicketIds`: the ticketId of every 200 answer of
 * members-submitTicket (each sent with its own idempotency key, so each a new ticket).
 * `storedTickets`: every supportTickets document, { ticketId, submittedAt }. `counterNext`: the
 * supportTicket counter's next. References must be distinct, each stored exactly once, no ticket
 * stored at or after `since` without an accepted answer beyond the `unanswered` submits (those the
 * client gave up waiting for, which may have been filed), and the references T-000001 up to the
 * counter all taken, each once.
 */
export function checkTicketsStoredOnce({
  acceptedTicketIds,
  storedTickets,
  counterNext,
  since,
  unanswered = 0,
}) {
  const problems = [];
  for (const [ticketId, count] of countBy(acceptedTicketIds, (id) => id)) {
    if (count > 1) problems.push(`${ticketId}: answered to ${count} tickets`);
  }
  const stored = countBy(storedTickets, (ticket) => ticket.ticketId);
  for (const ticketId of new Set(acceptedTicketIds)) {
    if ((stored.get(ticketId) ?? 0) !== 1) {
      problems.push(`${ticketId}: accepted, stored ${stored.get(ticketId) ?? 0} times`);
    }
  }
  const accepted = new Set(acceptedTicketIds);
  const sinceMs = Date.parse(since);
  const unacknowledged = storedTickets.filter(
    (ticket) => Date.parse(ticket.submittedAt) >= sinceMs && !accepted.has(ticket.ticketId),
  );
  if (unacknowledged.length > unanswered) {
    for (const ticket of unacknowledged) {
      problems.push(`${ticket.ticketId}: stored, but never answered`);
    }
  }
  for (let number = 1; number < counterNext; number += 1) {
    const ticketId = `T-${String(number).padStart(6, '0')}`;
    if (!stored.has(ticketId)) problems.push(`${ticketId}: below the counter, not stored`);
  }
  for (const [ticketId, count] of stored) {
    if (count > 1) problems.push(`${ticketId}: ${count} documents`);
  }
  return result(
    'every accepted ticket stored once',
    problems,
    `${acceptedTicketIds.length} accepted, ${storedTickets.length} stored, counter at ${counterNext}` +
      (unacknowledged.length > 0
        ? ` (${unacknowledged.length} stored from ${unanswered} submits that got no answer)`
        : ''),
  );
}

/**
 * Customer numbers unique and gap-free. `members`: every members document, { id, customerNumber }.
 * Numbers from `first` on are the counter's (`counterNext` is its next): they must run from
 * `first` to counterNext - 1 with none missing or repeated. `joined`: the customer numbers
 * members-registerAccount answered, each a new one that is stored.
 */
export function checkCustomerNumbers({ members, counterNext, first, joined }) {
  const problems = [];
  for (const member of members) {
    if (member.customerNumber !== member.id) {
      problems.push(`members/${member.id} holds customer number ${member.customerNumber}`);
    }
  }
  const counts = countBy(members, (member) => member.customerNumber);
  for (const [number, count] of counts) {
    if (count > 1) problems.push(`${number}: held by ${count} members`);
  }
  const issued = members
    .map((member) => Number(member.customerNumber))
    .filter((number) => Number.isInteger(number) && number >= first);
  for (const number of issued) {
    if (number >= counterNext) problems.push(`${number}: at or above the counter (${counterNext})`);
  }
  const present = new Set(issued);
  for (let number = first; number < counterNext; number += 1) {
    if (!present.has(number)) problems.push(`${number}: a gap (below the counter, no member)`);
  }
  for (const [number, count] of countBy(joined, (value) => value)) {
    if (count > 1) problems.push(`${number}: answered to ${count} joins`);
    if (!counts.has(number)) problems.push(`${number}: answered to a join, no member stored`);
  }
  return result(
    'customer numbers unique and gap-free',
    problems,
    `${members.length} members, ${issued.length} numbered by the counter (${first}..${counterNext - 1}), ${joined.length} joins answered`,
  );
}

/** Every limiter record carries its expiry. `records`: every rateLimits document, { id, expiresAt }. */
export function checkLimiterExpiries({ records }) {
  const problems = records
    .filter((record) => record.expiresAt === undefined || record.expiresAt === null)
    .map((record) => `rateLimits/${record.id}: no expiresAt`);
  return result('every rateLimits record has expiresAt', problems, `${records.length} records`);
}

/**
 * The guess limits held under a storm of wrong guesses at one membership: at most `limit`
 * (GUESSES_PER_TARGET) were checked and refused as wrong; the rest were held back.
 */
export function checkGuessLimit({ checkedWrong, heldBack, limit }) {
  const problems =
    checkedWrong > limit ? [`${checkedWrong} wrong guesses checked, the limit is ${limit}`] : [];
  return result(
    'guess limit held on one membership',
    problems,
    `${checkedWrong} checked and refused, ${heldBack} held back`,
  );
}
