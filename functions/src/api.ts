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
import type { RandomSource } from './ports/RandomSource';
import type { RateLimiter } from './ports/RateLimiter';
import type { Signer } from './ports/Signer';
import type { SupportDesk } from './ports/SupportDesk';
import type { VenueDirectory } from './ports/VenueDirectory';
import { BenefitsService } from './services/BenefitsService';
import { CallerAccess } from './services/CallerAccess';
import { MembersService } from './services/MembersService';
import { PromotionsService } from './services/PromotionsService';
import { UsersService } from './services/UsersService';
import { VouchersService } from './services/VouchersService';

/** Every port the backend needs: one adapter each. */
export interface BackendDependencies {
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
}

export interface BackendServices {
  users: UsersService;
  members: MembersService;
  benefits: BenefitsService;
  vouchers: VouchersService;
  promotions: PromotionsService;
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

export function createBackendServices(deps: BackendDependencies): BackendServices {
  const access = new CallerAccess(deps.appData, deps.members);
  return {
    users: new UsersService(
      deps.identity,
      deps.appData,
      deps.members,
      deps.mailer,
      deps.rateLimiter,
      deps.clock,
      deps.config,
      access,
    ),
    members: new MembersService(
      deps.members,
      deps.venues,
      deps.appData,
      deps.supportDesk,
      deps.mailer,
      deps.clock,
      access,
    ),
    benefits: new BenefitsService(deps.benefits, deps.venues, access),
    vouchers: new VouchersService(deps.offers, deps.signer, deps.clock, access),
    promotions: new PromotionsService(
      deps.games,
      deps.events,
      deps.venues,
      deps.appData,
      deps.random,
      deps.clock,
      access,
    ),
  };
}

function serviceTable({
  users,
  members,
  benefits,
  vouchers,
  promotions,
}: BackendServices): ServiceTable {
  return {
    'members-registerAccount': (request) => members.registerAccount(request),
    'users-sendPasswordReset': (request) => users.sendPasswordReset(request),
    'users-resendVerificationEmail': (request) => users.resendVerificationEmail(request),
    'users-createUser': (request) => users.createUser(request),
    'users-setVerifiedEmail': (request, ctx) => users.setVerifiedEmail(request, ctx),
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
    'promotions-spinTheWheel': (request, ctx) => promotions.spinTheWheel(request, ctx),
    'promotions-spinToWinPrizes': (request, ctx) => promotions.spinToWinPrizes(request, ctx),
  };
}

/**
 * One handler per callable. Every failure is a CallableError: anything unexpected becomes
 * 'internal' with a generic message (the original error is kept as `cause`, never sent).
 */
export function createCallableHandlers(
  deps: BackendDependencies,
  services: BackendServices = createBackendServices(deps),
): CallableHandlers {
  const table = serviceTable(services);
  const handlerFor = <K extends CallableName>(name: K): CallableHandler<K> => {
    const serve = table[name] as ServiceTable[K];
    return async (rawRequest, ctx) => {
      try {
        return await serve(parseRequest(name, rawRequest, deps.clock.now()), ctx);
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
