import { drawPrize, londonDayKey, PLAYED_TODAY_DETAILS, remapHomeCasino } from '@met/scheme';
import { type CallContext, CallableError } from '@met/scheme/contract';
import { hasValidOptIn, playWindowAt } from '../domain/games';
import { MESSAGES } from '../domain/messages';
import type { AppData } from '../ports/AppData';
import type { Clock } from '../ports/Clock';
import type { EventCalendar } from '../ports/EventCalendar';
import type { GameCatalogue } from '../ports/GameCatalogue';
import type { RandomSource } from '../ports/RandomSource';
import type { VenueDirectory } from '../ports/VenueDirectory';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';

/** promotions-*: events of the member's casino, RSVPs, and Spin To Win. */
export class PromotionsService {
  constructor(
    private readonly games: GameCatalogue,
    private readonly events: EventCalendar,
    private readonly venues: VenueDirectory,
    private readonly appData: AppData,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly access: CallerAccess,
  ) {}

  /**
   * Events of a venue that have not ended yet, soonest first, each saying whether the caller's
   * membership is on its RSVP list (the list is the server's: a new device knows it too).
   */
  async getPromotions(
    request: Request<'promotions-getPromotions'>,
    ctx: CallContext,
  ): Response<'promotions-getPromotions'> {
    const caller = this.access.requireSignedIn(ctx);
    const customerNumber = await this.access.refuseGatedMember(caller);
    const venueId = remapHomeCasino(request.venueId);
    if (!(await this.venues.findVenue(venueId))) {
      throw new CallableError('not-found', MESSAGES.venueNotFound);
    }
    const now = this.clock.now().getTime();
    const events = (await this.events.listForVenue(venueId))
      .filter((event) => Date.parse(event.endsAt) >= now)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const rsvpIds = events.filter((event) => event.isRsvp).map((event) => event.id);
    const onList =
      customerNumber === undefined
        ? // Stryker disable next-line ArrayDeclaration: onList is only searched for event ids, and a list of text that is no event's id answers as an empty one does
          []
        : await this.events.eventsWithRsvpFrom(customerNumber, rsvpIds);
    return { events: events.map((event) => ({ ...event, isOnList: onList.includes(event.id) })) };
  }

  async getGames(
    _request: Request<'promotions-getGames'>,
    ctx: CallContext,
  ): Response<'promotions-getGames'> {
    await this.access.refuseGatedMember(this.access.requireSignedIn(ctx), {
      refusePaused: this.clock.now(),
    });
    const meta = (await this.games.listGames()).sort(
      (a, b) => Date.parse(a.GameStart) - Date.parse(b.GameStart) || a.id.localeCompare(b.id),
    );
    // The app stamps its opt-ins with the server's time, not the phone's
    // (DECISIONS.md "Games: the server's time for opt-ins").
    return { success: true, meta, serverTime: this.clock.now().toISOString() };
  }

  async spinToWinPrizes(
    request: Request<'promotions-spinToWinPrizes'>,
    ctx: CallContext,
  ): Response<'promotions-spinToWinPrizes'> {
    await this.access.refuseGatedMember(this.access.requireSignedIn(ctx), {
      refusePaused: this.clock.now(),
    });
    if (!(await this.games.findGame(request.gameId))) {
      throw new CallableError('not-found', MESSAGES.gameNotFound);
    }
    return { success: true, prizes: await this.games.prizesFor(request.gameId) };
  }

  /**
   * RSVP to an event of the member's own casino. The customer number the client sends is ignored:
   * the member is the caller's linked membership. Saying yes twice is fine.
   */
  async optInToEvent(
    request: Request<'promotions-optInToEvent'>,
    ctx: CallContext,
  ): Response<'promotions-optInToEvent'> {
    const { member } = await this.access.requireMember(ctx, {
      refusePaused: this.clock.now(),
    });
    const event = await this.events.findByUri(request.uri);
    if (!event) throw new CallableError('not-found', MESSAGES.eventNotFound);
    if (!event.isRsvp) throw new CallableError('aborted', MESSAGES.eventNotRsvp);
    const homeVenueId = remapHomeCasino(member.home_casino);
    if (event.venueId !== homeVenueId) {
      throw new CallableError('permission-denied', MESSAGES.eventNotAtYourCasino);
    }
    const now = this.clock.now();
    if (Date.parse(event.endsAt) < now.getTime()) {
      throw new CallableError('aborted', MESSAGES.eventEnded);
    }
    const venue = await this.venues.findVenue(homeVenueId);
    const outcome = await this.events.recordRsvp({
      eventId: event.id,
      customerNumber: member.customer_number,
      homeCasinoName: venue?.pagetitle ?? request.homeCasinoName,
      at: now.toISOString(),
    });
    return outcome === 'already-recorded'
      ? { success: true, message: MESSAGES.alreadyOnTheList }
      : { success: true };
  }

  /**
   * Gives up the caller's own place on an event's RSVP list (our extension). The place
   * is always the caller's linked membership's: the request names only the event. Refused once
   * the event has started; a second cancel answers `cancelled: false`. Allowed during a break
   * (it takes nothing from the member and promises no play).
   */
  async cancelRsvp(
    request: Request<'promotions-cancelRsvp'>,
    ctx: CallContext,
  ): Response<'promotions-cancelRsvp'> {
    const { member } = await this.access.requireMember(ctx);
    const event = await this.events.findByUri(request.uri);
    if (!event) throw new CallableError('not-found', MESSAGES.eventNotFound);
    if (!event.isRsvp) throw new CallableError('aborted', MESSAGES.eventNotRsvp);
    if (Date.parse(event.startsAt) <= this.clock.now().getTime()) {
      throw new CallableError('aborted', MESSAGES.eventStartedNoCancel);
    }
    const outcome = await this.events.cancelRsvp(event.id, member.customer_number);
    return { success: true, cancelled: outcome === 'cancelled' };
  }

  /**
   * One spin per membership and Europe/London day (from whichever login: spec-decisions 6) for
   * an opted-in member inside the play window.
   */
  async spinTheWheel(
    request: Request<'promotions-spinTheWheel'>,
    ctx: CallContext,
  ): Response<'promotions-spinTheWheel'> {
    const { caller, profile, member } = await this.access.requireMember(ctx, {
      refusePaused: this.clock.now(),
    });
    const game = await this.games.findGame(request.gameId);
    if (!game) throw new CallableError('not-found', MESSAGES.gameNotFound);
    const now = this.clock.now();
    const window = playWindowAt(game, now);
    if (window === 'not-started') {
      throw new CallableError('aborted', MESSAGES.gameNotStarted, { GameStart: game.GameStart });
    }
    if (window === 'ended') throw new CallableError('aborted', MESSAGES.gameEnded);
    if (!hasValidOptIn(profile.gameOptin, game)) {
      throw new CallableError('permission-denied', MESSAGES.optInFirst);
    }
    const prizes = await this.games.prizesFor(game.id);
    if (prizes.length === 0) throw new CallableError('internal', MESSAGES.gameHasNoPrizes);
    const { index, prize } = drawPrize(prizes, (range) => this.random.randomInt(range));
    const recorded = await this.appData.recordPlayOnce(
      {
        userId: caller.uid,
        customerNumber: member.customer_number,
        gameId: game.id,
        timestamp: now.toISOString(),
        prizeName: prize.name,
        win: prize.win,
      },
      londonDayKey(now),
    );
    if (!recorded) {
      throw new CallableError('resource-exhausted', MESSAGES.alreadyPlayedToday, {
        ...PLAYED_TODAY_DETAILS,
      });
    }
    return { success: true, prize: index };
  }
}
