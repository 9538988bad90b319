import { hashPassword } from '../adapters/memory/passwordHash';
import { emptyMemoryState, type MemoryState } from '../adapters/memory/MemoryState';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoMemberRecord } from './demoMembers';
import { DEMO_STAFF } from './demoStaff';
import { demoEvents, demoRsvps } from './demoEvents';
import { demoGames, demoOptins, demoPlays } from './demoGames';
import { demoOffers } from './demoOffers';
import { DEMO_VENUES, demoBenefits } from './demoVenues';
import { SeedCalendar } from './seedCalendar';

export const demoUid = (accountKey: string) => `demo-${accountKey}`;

/**
 * The demo world at `now`: the same `now` always gives the same state (salts included), so
 * tests and screenshots can rely on it. Every login's password is DEMO_PASSWORD.
 */
export async function seedState(now: Date): Promise<MemoryState> {
  const calendar = new SeedCalendar(now);
  const state = emptyMemoryState();

  for (const { venue, restaurant } of DEMO_VENUES) {
    state.venues[String(venue.id)] = venue;
    state.restaurants[String(venue.id)] = restaurant;
  }
  state.benefits = demoBenefits();
  for (const voucher of demoOffers(calendar)) state.vouchers[voucher.id] = voucher;
  for (const event of demoEvents(calendar)) state.events[event.id] = event;
  for (const rsvp of demoRsvps(calendar))
    state.rsvps[`${rsvp.eventId}|${rsvp.customerNumber}`] = rsvp;
  for (const { game, prizes } of demoGames(calendar)) {
    state.games[game.id] = game;
    state.prizes[game.id] = prizes;
  }

  const optins = demoOptins(calendar);
  for (const account of DEMO_ACCOUNTS) {
    const member = demoMemberRecord(account, calendar);
    const uid = demoUid(account.key);
    state.members[member.customer_number] = member;
    const passwordSalt = `demo-salt-${account.key}`;
    state.identityUsers[uid] = {
      uid,
      email: account.email,
      emailVerified: account.emailVerified,
      disabled: false,
      createdAt: member.joinedAt,
      passwordHash: await hashPassword(DEMO_PASSWORD, passwordSalt),
      passwordSalt,
      failedSignIns: [],
    };
    state.users[uid] = {
      uid,
      email: account.email,
      emailVerified: account.emailVerified,
      country: 'gb',
      memberships: account.linked ? [member.customer_number] : [],
      gameOptin: optins[account.key] ?? [],
    };
  }
  // The desk's logins: verified, the staff claim, a profile with no membership.
  for (const staff of DEMO_STAFF) {
    const uid = demoUid(staff.key);
    const passwordSalt = `demo-salt-${staff.key}`;
    state.identityUsers[uid] = {
      uid,
      email: staff.email,
      emailVerified: true,
      disabled: false,
      createdAt: calendar.startOf(-30),
      passwordHash: await hashPassword(DEMO_PASSWORD, passwordSalt),
      passwordSalt,
      failedSignIns: [],
      customClaims: { staff: { venueId: staff.venueId } },
    };
    state.users[uid] = {
      uid,
      email: staff.email,
      emailVerified: true,
      country: 'gb',
      memberships: [],
      gameOptin: [],
    };
  }
  const aceUid = demoUid('ace');
  const aceMembership = state.users[aceUid]?.memberships[0] ?? '';
  for (const { day, play } of demoPlays(calendar, aceUid, aceMembership)) {
    state.plays[`${play.customerNumber}|${play.gameId}|${day}`] = play;
  }
  return state;
}
