import { when } from 'mobx';
import type { CallableName } from '@met/scheme/contract';
import { DEMO_GAME_IDS } from '../../../functions/src/seed/demoGames';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { FakeWorld } from '../../../src/adapters/fake/world/FakeWorld';
import { FaultInjector } from '../../../src/adapters/fake/world/FaultInjector';
import { ConnectivityPort } from '../../../src/core/ports/ConnectivityPort';
import type { FakeConnectivity } from '../../doubles/FakeConnectivity';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import { messages } from '../../../src/core/kernel/messages';
import { normaliseUkMobile } from '../../../src/core/kernel/ukMobile';
import { CreateLoginStore } from '../../../src/core/account/CreateLoginStore';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { LinkMembershipStore } from '../../../src/core/account/LinkMembershipStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { OffersStore } from '../../../src/core/offers/OffersStore';
import { offerCodeQuery } from '../../../src/core/offers/queries';
import { QueryCache } from '../../../src/core/kernel/query/QueryCache';
import { PasswordResetStore } from '../../../src/core/account/PasswordResetStore';
import { RegistrationStore } from '../../../src/core/account/RegistrationStore';
import { SettingsStore } from '../../../src/core/settings/SettingsStore';
import { SupportStore } from '../../../src/core/support/SupportStore';
import { VenueStore } from '../../../src/core/venue/VenueStore';
import { VerificationStore } from '../../../src/core/account/VerificationStore';
import type { MemberApp } from '../../journeys/memberApp';

/** A password zxcvbn scores 4, for creating logins. */
export const STRONG_PASSWORD = 'Velvet-Roulette-Sunrise-71';
export const RSVP_EVENT_ID = 'mayfair-rsvp-poker-masterclass';

/**
 * One thing a member does that makes the app call `callable`, as the screen does it through the
 * stores. `typed` reads the form the member filled, so a test can prove a failure kept it.
 */
export interface MemberAction {
  callable: CallableName;
  /** Short wording for test names and the report. */
  what: string;
  /** Signed in as this demo account first; null: signed out. */
  account: string | null;
  /** The page the member is on (the router would report it). */
  page: string;
  /** Fills the form and loads what the page needs; runs once per app. */
  prepare(app: MemberApp): Promise<void>;
  /** Runs before every attempt: a load that succeeded is not fetched again otherwise. */
  beforeAttempt?(app: MemberApp): void;
  /** Presses the button (or opens the page) and waits for the app to finish. */
  act(app: MemberApp): Promise<void>;
  /** Whether the flow's result is on screen (after a healthy call). */
  succeeded(app: MemberApp): boolean;
  typed?(app: MemberApp): unknown;
  /** The dialog offers "Try again" for network trouble (loads do; submits are pressed again). */
  offersRetry: boolean;
  /** A flow's heading above the reason. */
  heading?: string;
  /** A flow's own message of spec section 8 for a code, in place of spec-decisions 14's. */
  flowMessages?: Partial<Record<FunctionErrorCode, string>>;
}

/** Waits until `condition` holds, as the member watching the screen would. */
export async function eventually(condition: () => boolean, timeout = 5_000): Promise<void> {
  await when(condition, { timeout });
}

let uniqueNumber = 0;
/** A fresh email per registration, so a second one in a run is not refused as a duplicate. */
export function newMemberEmail(): string {
  uniqueNumber += 1;
  return `hostile.faults.${process.pid}.${uniqueNumber}@example.com`;
}

function registrationValues(email: string) {
  return {
    title: 'Ms',
    firstName: 'Rosa',
    lastName: 'Lane',
    gender: 'Female',
    dob: '1990-06-15',
    email,
    mobilePhone: '07700 900555',
    over18: true,
    termsAccepted: true,
    marketingOptIn: false,
    homeCasino: 6,
  };
}

const settings = (app: MemberApp) => app.get(SettingsStore);
const venue = (app: MemberApp) => app.get(VenueStore);
const offers = (app: MemberApp) => app.get(OffersStore);
const events = (app: MemberApp) => app.get(EventsStore);
const games = (app: MemberApp) => app.get(GamesStore);

async function firstVoucherId(app: MemberApp): Promise<string> {
  await offers(app).load();
  const voucher = [...offers(app).myOffers, ...offers(app).otherOffers][0];
  if (voucher === undefined) throw new Error('the demo member has no vouchers');
  return voucher.id;
}

const voucherIds = new WeakMap<MemberApp, string>();

/** Every callable a member can make the app send, except the two the session sends itself. */
export const MEMBER_ACTIONS: readonly MemberAction[] = [
  {
    callable: 'members-registerAccount',
    what: 'joins the rewards scheme',
    account: null,
    page: '/account/register',
    async prepare(app) {
      app.get(RegistrationStore).form.fill(registrationValues(newMemberEmail()));
    },
    act: (app) => app.get(RegistrationStore).submit(),
    succeeded: (app) => app.get(RegistrationStore).customerNumber !== null,
    typed: (app) => ({ ...app.get(RegistrationStore).form.values }),
    offersRetry: false,
    // A refusal by the mail limit says so, not 'too many failed attempts'.
    flowMessages: { 'resource-exhausted': messages.errors.tooManyEmails },
  },
  {
    callable: 'users-sendPasswordReset',
    what: 'asks for a password reset link',
    account: null,
    page: '/forgotten-password',
    async prepare(app) {
      app.get(PasswordResetStore).requestForm.set('email', 'queen@example.com');
    },
    beforeAttempt: (app) => app.get(NavigationStore).go('/forgotten-password'),
    act: (app) => app.get(PasswordResetStore).requestReset(),
    succeeded: (app) => app.pendingPath() === '/forgotten-password-confirm',
    typed: (app) => ({ ...app.get(PasswordResetStore).requestForm.values }),
    offersRetry: false,
    // A refusal by the mail limit says so, not 'too many failed attempts'.
    flowMessages: { 'resource-exhausted': messages.errors.tooManyEmails },
  },
  {
    callable: 'users-resendVerificationEmail',
    what: 'resends the verification email',
    account: 'unverified@example.com',
    page: '/account/pending',
    async prepare() {},
    act: (app) => app.get(VerificationStore).resend(),
    succeeded: (app) => app.get(VerificationStore).resendStatus === 'ready',
    offersRetry: true,
    // A refusal by the mail limit says so, not 'too many failed attempts'.
    flowMessages: { 'resource-exhausted': messages.errors.tooManyEmails },
  },
  {
    callable: 'users-createUser',
    what: 'creates a login for a new membership',
    account: null,
    page: '/account/password',
    async prepare(app) {
      const email = newMemberEmail();
      const registration = app.get(RegistrationStore);
      registration.form.fill(registrationValues(email));
      await registration.submit();
      const createLogin = app.get(CreateLoginStore);
      createLogin.detailsForm.fill({
        firstName: 'Rosa',
        lastName: 'Lane',
        dob: '1990-06-15',
        email,
        customerNumber: registration.customerNumber ?? '',
      });
      createLogin.setPassword(STRONG_PASSWORD);
      createLogin.passwordForm.set('confirmPassword', STRONG_PASSWORD);
    },
    act: (app) => app.get(CreateLoginStore).submitPassword(),
    succeeded: (app) => app.pendingPath() === '/account/pending',
    typed: (app) => ({
      details: { ...app.get(CreateLoginStore).detailsForm.values },
      passwords: { ...app.get(CreateLoginStore).passwordForm.values },
    }),
    offersRetry: false,
  },
  {
    callable: 'members-linkMembership',
    what: 'links a membership',
    account: 'unlinked@example.com',
    page: '/account/link',
    async prepare(app) {
      const link = app.get(LinkMembershipStore);
      link.form.set('membershipNumber', '100200');
      link.form.set('dob', '1985-04-12');
    },
    act: (app) => app.get(LinkMembershipStore).link(),
    succeeded: (app) => !app.session.requiresAccountLinking,
    typed: (app) => ({ ...app.get(LinkMembershipStore).form.values }),
    offersRetry: false,
    heading: messages.errors.linkMembershipTitle,
  },
  {
    callable: 'members-updateProfile',
    what: 'saves a new mobile number',
    account: 'king@example.com',
    page: '/profile',
    async prepare(app) {
      settings(app).prefill();
      settings(app).phoneForm.set('mobilePhone', '07700 900999');
    },
    act: (app) => settings(app).savePhone(),
    succeeded: (app) =>
      settingsSaved(app, (member) => normaliseUkMobile(member.phone_mobile) === '+447700900999'),
    typed: (app) => ({ ...settings(app).phoneForm.values }),
    offersRetry: false,
  },
  {
    callable: 'members-updateProfile',
    what: 'saves interests',
    account: 'king@example.com',
    page: '/settings/interests',
    async prepare(app) {
      settings(app).prefill();
      settings(app).interestsForm.set('interests', ['Poker', 'Dining']);
    },
    act: (app) => settings(app).saveInterests(),
    succeeded: (app) =>
      settingsSaved(app, (member) => [...member.interests].sort().join() === 'Dining,Poker'),
    typed: (app) => ({ interests: [...settings(app).interestsForm.values.interests] }),
    offersRetry: false,
  },
  {
    callable: 'members-updateProfile',
    what: 'saves communication choices',
    account: 'king@example.com',
    page: '/settings/communications',
    async prepare(app) {
      settings(app).prefill();
      settings(app).communicationsForm.set('channels', ['sms', 'post']);
    },
    act: (app) => settings(app).saveCommunications(),
    succeeded: (app) =>
      settingsSaved(
        app,
        (member) =>
          member.communications.sms &&
          member.communications.post &&
          !member.communications.email &&
          !member.communications.phone,
      ),
    typed: (app) => ({ channels: [...settings(app).communicationsForm.values.channels] }),
    offersRetry: false,
  },
  {
    callable: 'members-getVenue',
    what: 'opens My Casino',
    account: 'king@example.com',
    page: '/mycasino',
    async prepare() {},
    act: (app) => venue(app).loadVenue(),
    succeeded: (app) => venue(app).venueStatus === 'ready' && venue(app).venue !== null,
    offersRetry: true,
    flowMessages: { 'not-found': messages.errors.homeCasinoNotFound },
  },
  {
    callable: 'members-getRestaurant',
    what: 'opens the restaurant page',
    account: 'king@example.com',
    page: '/restaurant',
    async prepare() {},
    act: (app) => venue(app).loadRestaurant(),
    succeeded: (app) => venue(app).restaurantStatus === 'ready' && venue(app).restaurant !== null,
    offersRetry: true,
  },
  {
    callable: 'members-submitTicket',
    what: 'sends a support ticket',
    account: 'queen@example.com',
    page: '/account/support',
    async prepare(app) {
      const support = app.get(SupportStore);
      support.prefill();
      support.form.set('topic', 'Offers and vouchers');
      support.form.set('message', 'My birthday voucher is not showing. ✨ مرحبا');
    },
    act: (app) => app.get(SupportStore).submit(),
    succeeded: (app) => /^T-\d+$/.test(app.get(SupportStore).submittedTicketId ?? ''),
    typed: (app) => ({ ...app.get(SupportStore).form.values }),
    offersRetry: false,
    // The ticket limit is no failed sign-in (DECISIONS.md "Support and deletion").
    flowMessages: { 'resource-exhausted': messages.errors.supportTicketsLimited },
  },
  {
    callable: 'benefits-getBenefits',
    what: 'opens My Benefits',
    account: 'king@example.com',
    page: '/benefits',
    async prepare() {},
    act: (app) => venue(app).loadBenefits(),
    succeeded: (app) => venue(app).benefitsStatus === 'ready' && venue(app).benefits !== null,
    offersRetry: true,
  },
  {
    callable: 'vouchers-getAllVouchers',
    what: 'opens My Exclusive Offers',
    account: 'king@example.com',
    page: '/offers',
    async prepare() {},
    act: (app) => offers(app).load(),
    succeeded: (app) => offers(app).status === 'ready' && offers(app).myOffers.length > 0,
    offersRetry: true,
  },
  {
    callable: 'vouchers-generateQrCode',
    what: "opens a voucher's QR code",
    account: 'king@example.com',
    page: '/offers',
    async prepare(app) {
      voucherIds.set(app, await firstVoucherId(app));
    },
    // A QR code that loaded is kept and not fetched again; forgetting it makes each attempt real.
    beforeAttempt: (app) => app.get(QueryCache).forget(offerCodeQuery, voucherIds.get(app) ?? ''),
    act: (app) => offers(app).loadQr(voucherIds.get(app) ?? ''),
    succeeded: (app) => offers(app).qrFor(voucherIds.get(app) ?? '').status === 'ready',
    offersRetry: true,
  },
  {
    callable: 'promotions-getPromotions',
    what: "opens What's On",
    account: 'king@example.com',
    page: '/events',
    async prepare() {},
    act: (app) => events(app).load(),
    succeeded: (app) => events(app).status === 'ready' && events(app).events.length > 0,
    offersRetry: true,
  },
  {
    callable: 'promotions-getGames',
    what: 'opens the games',
    account: 'jack@example.com',
    page: '/',
    async prepare() {},
    act: (app) => games(app).load(),
    succeeded: (app) => games(app).status === 'ready' && games(app).cards.length > 0,
    offersRetry: true,
  },
  {
    callable: 'promotions-optInToEvent',
    what: 'says they are coming to an event',
    // Jack's home casino is Mayfair, and (unlike King) he is not on that event's list yet.
    account: 'jack@example.com',
    page: `/events/${RSVP_EVENT_ID}`,
    async prepare(app) {
      await events(app).load();
    },
    act: (app) => events(app).optIn(RSVP_EVENT_ID),
    succeeded: (app) => events(app).isOptedIn(RSVP_EVENT_ID),
    offersRetry: false,
  },
  {
    callable: 'promotions-spinToWinPrizes',
    what: "opens a game's wheel",
    account: 'jack@example.com',
    page: `/games/spin-the-wheel/${DEMO_GAME_IDS.open}`,
    async prepare() {},
    beforeAttempt: (app) => games(app).prizeFeeds.clear(),
    act: (app) => games(app).loadPrizes(DEMO_GAME_IDS.open),
    succeeded: (app) => games(app).prizesFor(DEMO_GAME_IDS.open).status === 'ready',
    offersRetry: true,
  },
  {
    callable: 'promotions-spinTheWheel',
    what: 'spins the wheel',
    account: 'jack@example.com',
    page: `/games/spin-the-wheel/${DEMO_GAME_IDS.open}`,
    async prepare(app) {
      // After logging in again the opt-in is still there; opting in twice would be refused.
      if (games(app).cardById(DEMO_GAME_IDS.open)?.status.kind !== 'ready-to-play') {
        await games(app).optIn(DEMO_GAME_IDS.open);
      }
      await games(app).loadPrizes(DEMO_GAME_IDS.open);
    },
    act: (app) => games(app).spin(DEMO_GAME_IDS.open),
    succeeded: (app) => games(app).resultFor(DEMO_GAME_IDS.open) !== null,
    offersRetry: false,
  },
];

/** The signed-in member as the world keeps it: what a save really changed on the server. */
export function storedMember(app: MemberApp): MemberRecord | null {
  const customerNumber = app.get(MemberStore).member?.membershipNumber;
  if (customerNumber === undefined) return null;
  return app.get(FakeWorld).state?.members[customerNumber] ?? null;
}

function settingsSaved(app: MemberApp, saved: (member: MemberRecord) => boolean): boolean {
  const member = storedMember(app);
  return member !== null && saved(member);
}

/** The world as the server keeps it (fails the test if the world has not loaded). */
export function serverState(app: MemberApp) {
  const state = app.get(FakeWorld).state;
  if (state === null) throw new Error('the fake world has not loaded');
  return state;
}

/** Plays the server recorded for the signed-in member and `gameId`. */
export function playsOf(app: MemberApp, gameId: string) {
  const uid = app.session.user?.uid;
  return Object.values(serverState(app).plays).filter(
    (play) => play.userId === uid && play.gameId === gameId,
  );
}

/** Opt-ins to `gameId` stored in the signed-in member's users/{uid}. */
export function gameOptInsOf(app: MemberApp, gameId: string) {
  const uid = app.session.user?.uid ?? '';
  return (serverState(app).users[uid]?.gameOptin ?? []).filter((entry) => entry.gameId === gameId);
}

/** RSVPs the server holds for the signed-in member and `eventId`. */
export function rsvpsOf(app: MemberApp, eventId: string) {
  const customerNumber = app.get(MemberStore).member?.membershipNumber;
  return Object.values(serverState(app).rsvps).filter(
    (rsvp) => rsvp.eventId === eventId && rsvp.customerNumber === customerNumber,
  );
}

/** Support tickets the server holds. */
export function ticketCount(app: MemberApp): number {
  return Object.keys(serverState(app).tickets).length;
}

/**
 * The device loses (or regains) its network: the app's connectivity says so and the fake
 * backend becomes unreachable, as navigator.onLine does for both in the browser.
 */
export function setDeviceOffline(app: MemberApp, offline: boolean): void {
  (app.get(ConnectivityPort) as FakeConnectivity).setOnline(!offline);
  app.get(FaultInjector).setOffline(offline);
}
