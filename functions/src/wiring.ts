/**
 * The one place the backend is put together, by hand: the services on a set of adapters, and
 * the callable handlers on the services. Production (hosting/createBackend.ts, on Firestore and
 * Firebase Auth) and the in-memory backend (adapters/memory/createMemoryBackend.ts, the app's
 * fake world and the tests) differ only in the adapters they hand in.
 */
import { createCallableHandlers, type BackendServices, type CallableHandlers } from './api';
import type { AppData } from './ports/AppData';
import type { BackendConfig } from './ports/BackendConfig';
import type { BenefitsCatalogue } from './ports/BenefitsCatalogue';
import type { Clock } from './ports/Clock';
import type { EventCalendar } from './ports/EventCalendar';
import type { GameCatalogue } from './ports/GameCatalogue';
import type { IdentityAdmin } from './ports/IdentityAdmin';
import type { Mailer } from './ports/Mailer';
import type { MemberDirectory } from './ports/MemberDirectory';
import type { OfferCatalogue } from './ports/OfferCatalogue';
import type { PersonalRecords } from './ports/PersonalRecords';
import type { DeletionReceipts } from './ports/DeletionReceipts';
import type { PasswordResetLinks } from './ports/PasswordResetLinks';
import type { Passkeys } from './ports/Passkeys';
import type { DeskAudit } from './ports/DeskAudit';
import type { EngagementLog } from './ports/EngagementLog';
import type { Redemptions } from './ports/Redemptions';
import type { RandomSource } from './ports/RandomSource';
import type { RateLimiter } from './ports/RateLimiter';
import type { Signer } from './ports/Signer';
import { OwnerCheck } from './services/OwnerCheck';
import { VoucherCodeInspector } from './services/VoucherCodeInspector';
import type { SupportDesk } from './ports/SupportDesk';
import type { AppleWalletLinks, GoogleWalletLinks } from './ports/WalletLinks';
import type { VenueDirectory } from './ports/VenueDirectory';
import type { WalletRegistrations } from './ports/WalletRegistrations';
import { BenefitsService } from './services/BenefitsService';
import { CallerAccess } from './services/CallerAccess';
import { MembersService } from './services/MembersService';
import { PersonalDataService } from './services/PersonalDataService';
import { PromotionsService } from './services/PromotionsService';
import { UsersService } from './services/UsersService';
import { VouchersService } from './services/VouchersService';
import { WalletService } from './services/WalletService';
import { PasskeysService } from './services/passkeys/PasskeysService';
import { DeskService } from './services/desk/DeskService';
import { AnalyticsService } from './services/analytics/AnalyticsService';

/** Every port the backend needs: one adapter each. */
export interface BackendAdapters {
  members: MemberDirectory;
  venues: VenueDirectory;
  offers: OfferCatalogue;
  benefits: BenefitsCatalogue;
  events: EventCalendar;
  games: GameCatalogue;
  supportDesk: SupportDesk;
  appData: AppData;
  identity: IdentityAdmin;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  random: RandomSource;
  signer: Signer;
  config: BackendConfig;
  resetLinks: PasswordResetLinks;
  /**
   * Apple Wallet's issued passes and registrations, kept whether or not this deployment holds
   * the wallet's keys: a login's deletion revokes its passes either way.
   */
  walletPasses: WalletRegistrations;
  /** What download my data reads: plays, RSVPs, tickets, passes, kept mail. */
  personalRecords: PersonalRecords;
  /** Deletion receipts: the reference shown before deleting, mailed after. */
  deletionReceipts: DeletionReceipts;
  /** Members' passkeys and their outstanding challenges. */
  passkeys: Passkeys;
  /** Vouchers redeemed at a desk, once each. */
  redemptions: Redemptions;
  /** Every scan and redemption at a desk. */
  deskAudit: DeskAudit;
  /** The usage events members sent with their consent, stored with no uid. */
  engagementLog: EngagementLog;
}

/** The ports whose records live in a database (Firestore, or the in-memory state). */
export type StateAdapters = Pick<
  BackendAdapters,
  | 'members'
  | 'venues'
  | 'offers'
  | 'benefits'
  | 'events'
  | 'games'
  | 'supportDesk'
  | 'appData'
  | 'rateLimiter'
  | 'walletPasses'
  | 'personalRecords'
  | 'deletionReceipts'
  | 'passkeys'
  | 'redemptions'
  | 'deskAudit'
  | 'engagementLog'
>;

export interface Backend {
  handlers: CallableHandlers;
  services: BackendServices;
}

/** The wallets this deployment holds keys for; a missing one answers null links. */
export interface WalletIssuers {
  apple: AppleWalletLinks | null;
  google: GoogleWalletLinks | null;
  /** Throwaway keys (the fake world, the emulators): the links open sample passes. */
  sample?: boolean;
}

const NO_WALLETS: WalletIssuers = { apple: null, google: null };

/** The six services on one shared CallerAccess, and a handler per callable in front of them. */
export function composeBackend(
  adapters: BackendAdapters,
  wallets: WalletIssuers = NO_WALLETS,
): Backend {
  const { members, venues, offers, benefits, events, games, supportDesk, appData } = adapters;
  const { identity, mailer, rateLimiter, clock, random, signer, config, resetLinks } = adapters;
  const access = new CallerAccess(appData, members);
  const ownerCheck = new OwnerCheck(signer, mailer, rateLimiter, clock);
  const voucherCodes = new VoucherCodeInspector(signer, appData, members, offers);
  const services: BackendServices = {
    users: new UsersService(
      identity,
      appData,
      members,
      mailer,
      rateLimiter,
      clock,
      config,
      access,
      supportDesk,
      resetLinks,
      ownerCheck,
      adapters.walletPasses,
      adapters.deletionReceipts,
      adapters.passkeys,
    ),
    members: new MembersService(
      members,
      venues,
      appData,
      supportDesk,
      mailer,
      clock,
      access,
      rateLimiter,
      ownerCheck,
    ),
    benefits: new BenefitsService(benefits, venues, access),
    vouchers: new VouchersService(
      offers,
      signer,
      clock,
      access,
      adapters.redemptions,
      voucherCodes,
    ),
    promotions: new PromotionsService(games, events, venues, appData, random, clock, access),
    wallet: new WalletService(
      access,
      venues,
      clock,
      wallets.apple,
      wallets.google,
      adapters.walletPasses,
      wallets.sample === true,
    ),
    personalData: new PersonalDataService(
      {
        records: adapters.personalRecords,
        redemptions: adapters.redemptions,
        members: adapters.members,
        passkeys: adapters.passkeys,
        deskAudit: adapters.deskAudit,
      },
      access,
      rateLimiter,
      clock,
    ),
    passkeys: new PasskeysService(
      adapters.passkeys,
      access,
      identity,
      rateLimiter,
      clock,
      config,
      mailer,
    ),
    desk: new DeskService(
      voucherCodes,
      members,
      offers,
      venues,
      adapters.redemptions,
      adapters.deskAudit,
      rateLimiter,
      clock,
    ),
    analytics: new AnalyticsService(adapters.engagementLog, access, rateLimiter, clock),
  };
  return { services, handlers: createCallableHandlers(services, clock) };
}
