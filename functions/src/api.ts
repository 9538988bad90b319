/**
 * The one table of callable handlers: each parses its request with the contract's schema
 * (invalid-argument on failure) and calls its service. Cloud Functions' onCall wiring and the
 * app's in-browser fake world both call exactly these.
 */
import {
  CALLABLE_NAMES,
  type CallableName,
  type CallableRequest,
  type CallableResponse,
  type CallContext,
  CallableError,
  parseRequest,
} from '@met/scheme/contract';
import { MESSAGES } from './domain/messages';
import type { Clock } from './ports/Clock';
import type { BenefitsService } from './services/BenefitsService';
import type { MembersService } from './services/MembersService';
import type { PersonalDataService } from './services/PersonalDataService';
import type { PromotionsService } from './services/PromotionsService';
import type { UsersService } from './services/UsersService';
import type { VouchersService } from './services/VouchersService';
import type { PasskeysService } from './services/passkeys/PasskeysService';
import type { DeskService } from './services/desk/DeskService';
import type { AnalyticsService } from './services/analytics/AnalyticsService';
import type { WalletService } from './services/WalletService';

export interface BackendServices {
  users: UsersService;
  members: MembersService;
  benefits: BenefitsService;
  vouchers: VouchersService;
  promotions: PromotionsService;
  /** wallet-getPassLinks (our extension of the spec's table) and the passes' updates. */
  wallet: WalletService;
  /** members-downloadMyData (our extension of the spec's table). */
  personalData: PersonalDataService;
  /** Passkeys (our extension). */
  passkeys: PasskeysService;
  /** The desk (our extension). */
  desk: DeskService;
  /** The spec's customer_engagement events, with the member's consent (our extension). */
  analytics: AnalyticsService;
}

export type CallableHandler<K extends CallableName> = (
  rawRequest: unknown,
  ctx: CallContext,
) => Promise<CallableResponse<K>>;

export type CallableHandlers = { [K in CallableName]: CallableHandler<K> };

type ServiceTable = {
  [K in CallableName]: (
    request: CallableRequest<K>,
    ctx: CallContext,
  ) => Promise<CallableResponse<K>>;
};

function serviceTable({
  users,
  members,
  benefits,
  vouchers,
  promotions,
  wallet,
  personalData,
  passkeys,
  desk,
  analytics,
}: BackendServices): ServiceTable {
  return {
    'members-registerAccount': (request, ctx) => members.registerAccount(request, ctx),
    'users-sendPasswordReset': (request, ctx) => users.sendPasswordReset(request, ctx),
    'users-resendVerificationEmail': (request, ctx) => users.resendVerificationEmail(request, ctx),
    'users-createUser': (request, ctx) => users.createUser(request, ctx),
    'users-setVerifiedEmail': (request, ctx) => users.setVerifiedEmail(request, ctx),
    // Our extension of the spec's table: the deletion receipt's reference.
    'users-prepareDeletion': (request, ctx) => users.prepareDeletion(request, ctx),
    'members-linkMembership': (request, ctx) => members.linkMembership(request, ctx),
    'members-getMember': (request, ctx) => members.getMember(request, ctx),
    'members-updateProfile': (request, ctx) => members.updateProfile(request, ctx),
    'members-getVenue': (request, ctx) => members.getVenue(request, ctx),
    'members-getRestaurant': (request, ctx) => members.getRestaurant(request, ctx),
    'members-submitTicket': (request, ctx) => members.submitTicket(request, ctx),
    'benefits-getBenefits': (request, ctx) => benefits.getBenefits(request, ctx),
    'vouchers-getAllVouchers': (request, ctx) => vouchers.getAllVouchers(request, ctx),
    'vouchers-generateQrCode': (request, ctx) => vouchers.generateQrCode(request, ctx),
    'promotions-getPromotions': (request, ctx) => promotions.getPromotions(request, ctx),
    'promotions-getGames': (request, ctx) => promotions.getGames(request, ctx),
    'promotions-optInToEvent': (request, ctx) => promotions.optInToEvent(request, ctx),
    'promotions-cancelRsvp': (request, ctx) => promotions.cancelRsvp(request, ctx),
    'promotions-spinTheWheel': (request, ctx) => promotions.spinTheWheel(request, ctx),
    'promotions-spinToWinPrizes': (request, ctx) => promotions.spinToWinPrizes(request, ctx),
    // Our extension of the spec's table, not in spec section 7: the card's wallet passes.
    'wallet-getPassLinks': (request, ctx) => wallet.getPassLinks(request, ctx),
    'wallet-removeCardEverywhere': (request, ctx) => wallet.removeCardEverywhere(request, ctx),
    // Our extension of the spec's table: take a break.
    'members-takeBreak': (request, ctx) => members.takeBreak(request, ctx),
    // Our extension of the spec's table: download my data.
    'members-downloadMyData': (request, ctx) => personalData.downloadMyData(request, ctx),
    // Our extension of the spec's table: points activity.
    'members-getPointsActivity': (request, ctx) => members.getPointsActivity(request, ctx),
    // Our extension of the spec's table: passkeys.
    'passkeys-registrationOptions': (_request, ctx) => passkeys.registrationOptions(ctx),
    'passkeys-verifyRegistration': (request, ctx) => passkeys.verifyRegistration(request, ctx),
    'passkeys-authenticationOptions': (_request, ctx) => passkeys.authenticationOptions(ctx),
    'passkeys-verifyAuthentication': (request, ctx) => passkeys.verifyAuthentication(request, ctx),
    'passkeys-list': (_request, ctx) => passkeys.list(ctx),
    'passkeys-remove': (request, ctx) => passkeys.remove(request, ctx),
    // Our extension of the spec's table: the desk.
    'desk-readCode': (request, ctx) => desk.readCode(request, ctx),
    'desk-redeem': (request, ctx) => desk.redeem(request, ctx),
    // Our extension of the spec's table: usage events, with the member's consent.
    'analytics-recordEngagement': (request, ctx) => analytics.recordEngagement(request, ctx),
  };
}

/**
 * One handler per callable. Every failure is a CallableError: anything unexpected becomes
 * 'internal' with a generic message (the original error is kept as `cause`, never sent).
 */
export function createCallableHandlers(services: BackendServices, clock: Clock): CallableHandlers {
  const table = serviceTable(services);
  const handlerFor = <K extends CallableName>(name: K): CallableHandler<K> => {
    const serve = table[name] as ServiceTable[K];
    return async (rawRequest, ctx) => {
      try {
        return await serve(parseRequest(name, rawRequest, clock.now()), ctx);
      } catch (error) {
        if (error instanceof CallableError) throw error;
        const internal = new CallableError('internal', MESSAGES.somethingWentWrong);
        Object.defineProperty(internal, 'cause', { value: error });
        throw internal;
      }
    };
  };
  return Object.fromEntries(
    CALLABLE_NAMES.map((name) => [name, handlerFor(name)]),
  ) as CallableHandlers;
}
