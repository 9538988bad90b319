import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../kernel/messages';
import { notices } from '../kernel/notices';
import type { CasinoEvent } from './CasinoEvent';
import { LoadEvents } from './LoadEvents';
import { OptInToEvent } from './OptInToEvent';
import { CancelRsvp } from './CancelRsvp';
import { ReadOptedInEvents } from './ReadOptedInEvents';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LoadedContent } from '../kernel/LoadedContent';
import { MemberStore } from '../member/MemberStore';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { HomeCasino } from '../kernel/HomeCasino';
import { LastSeen } from '../kernel/LastSeen';
import { ClockPort } from '../ports/ClockPort';
import { calendarFile, calendarFileName } from './calendarFile';

/** Events and promotions at the home casino, and the ones the member opted in to. */
@injectable()
export class EventsStore {
  /** Ids remembered on this device (metro_optinids), with the lists the server has them on. */
  optedInIds: string[] = [];
  /** Event ids whose opt-in request is in flight (their buttons are disabled). */
  optingIn: string[] = [];
  /** Event ids whose cancel request is in flight (issue 29). */
  cancelling: string[] = [];
  readonly #events: LoadedContent<CasinoEvent[]>;
  readonly #loadPromotions: LoadEvents;
  readonly #optInToEvent: OptInToEvent;
  readonly #cancelRsvp: CancelRsvp;
  readonly #readOptedIn: ReadOptedInEvents;
  readonly #member: MemberStore;
  readonly #venue: HomeCasino;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;
  readonly #lastSeen: LastSeen;
  readonly #clock: ClockPort;

  constructor(
    @inject(LoadEvents) loadPromotions: LoadEvents,
    @inject(OptInToEvent) optInToEvent: OptInToEvent,
    @inject(CancelRsvp) cancelRsvp: CancelRsvp,
    @inject(ReadOptedInEvents) readOptedIn: ReadOptedInEvents,
    @inject(MemberStore) member: MemberStore,
    @inject(HomeCasino) venue: HomeCasino,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(LastSeen) lastSeen: LastSeen,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#clock = clock;
    this.#loadPromotions = loadPromotions;
    this.#optInToEvent = optInToEvent;
    this.#cancelRsvp = cancelRsvp;
    this.#readOptedIn = readOptedIn;
    this.#member = member;
    this.#venue = venue;
    this.#notifications = notifications;
    this.#problems = problems;
    this.#lastSeen = lastSeen;
    this.#events = new LoadedContent<CasinoEvent[]>([], {
      problems,
      fallback: messages.errors.generic,
      retry: () => void this.load(),
    });
    makeAutoObservable(this);
    // A refresh behind the screen brought the server's answer: shown without a round trip.
    lastSeen.onRefreshed(['promotions-getPromotions'], (_name, _request, refused) => {
      // Refused: the copy leaves the screen and the load runs again, saying why.
      if (!refused) return void this.#refresh();
      this.#events.clear();
      void this.load();
    });
  }

  /** When the events on screen are from (the device copy, not being refreshed); null when fresh. */
  get savedAt(): Date | null {
    return this.#lastSeen.savedAt(['promotions-getPromotions']);
  }

  get events(): CasinoEvent[] {
    return this.#events.value;
  }

  get status(): AsyncStatus {
    return this.#events.status;
  }

  /** 'What's On at {venue}' (spec section 2). */
  get title(): string {
    return messages.titles.eventsAt(this.#venue.venueName);
  }

  /** The event in the spotlight: the first one flagged so, or null. */
  get spotlight(): CasinoEvent | null {
    return this.events.find((event) => event.isSpotlight) ?? null;
  }

  eventById(id: string): CasinoEvent | null {
    return this.events.find((event) => event.id === id) ?? null;
  }

  isOptedIn(eventId: string): boolean {
    return this.optedInIds.includes(eventId);
  }

  isOptingIn(eventId: string): boolean {
    return this.optingIn.includes(eventId);
  }

  isCancelling(eventId: string): boolean {
    return this.cancelling.includes(eventId);
  }

  /** A place can be given up until the event starts (the server refuses after). */
  canCancel(eventId: string): boolean {
    const event = this.eventById(eventId);
    return event !== null && this.isOptedIn(eventId) && this.#clock.now() < event.startsAt;
  }

  /**
   * 'Add to calendar' (issue 29): the event as an .ics file, at the home casino. Asked for before
   * the venue has arrived (a page opened straight at the event), the venue is fetched first, so
   * the file carries the casino's name and address; without them if that fails.
   */
  async calendarFileFor(eventId: string): Promise<{ name: string; text: string } | null> {
    const event = this.eventById(eventId);
    if (event === null) return null;
    await this.#venue.known();
    const location = [this.#venue.venueName, this.#venue.venueAddress]
      .filter((part) => part !== '')
      .join(', ');
    return {
      name: calendarFileName(event),
      text: calendarFile({ ...event, location }, this.#clock.now()),
    };
  }

  async load(): Promise<void> {
    const member = this.#member.member;
    if (member === null) return;
    this.optedInIds = this.#readOptedIn.execute();
    await this.#events.load(
      () => this.#loadPromotions.execute(member),
      ({ events, optedInIds }) => {
        this.optedInIds = optedInIds;
        return events;
      },
    );
  }

  async #refresh(): Promise<void> {
    const member = this.#member.member;
    if (member === null || this.status !== 'ready') return;
    await this.#events.reload(
      () => this.#loadPromotions.execute(member),
      ({ events, optedInIds }) => {
        this.optedInIds = optedInIds;
        return events;
      },
    );
  }

  /** RSVP to an event; a second tap while the request is in flight sends nothing. */
  async optIn(eventId: string): Promise<void> {
    const member = this.#member.member;
    const event = this.eventById(eventId);
    if (member === null || event === null || this.isOptingIn(eventId)) return;
    this.optingIn.push(eventId);
    try {
      await this.#events.settle(
        () => this.#optInToEvent.execute(event, member, this.#venue.venueName),
        {
          answered: (result) => {
            this.optedInIds = result.optedInIds;
            this.#notifications.show(result.message ?? notices.eventOptedIn, { kind: 'success' });
          },
          failed: (error) => this.#problems.report(error, { fallback: messages.errors.optIn }),
        },
      );
    } finally {
      runInAction(() => {
        this.optingIn = this.optingIn.filter((id) => id !== eventId);
      });
    }
  }

  /**
   * Gives up the member's place (issue 29; the screen has asked them once). A second tap while
   * the request is in flight sends nothing.
   */
  async cancel(eventId: string): Promise<void> {
    const member = this.#member.member;
    const event = this.eventById(eventId);
    if (member === null || event === null || this.isCancelling(eventId)) return;
    this.cancelling.push(eventId);
    try {
      await this.#events.settle(() => this.#cancelRsvp.execute(event, member), {
        answered: (optedInIds) => {
          this.optedInIds = optedInIds;
          this.#notifications.show(notices.rsvpCancelled, { kind: 'success' });
        },
        failed: (error) => this.#problems.report(error, { fallback: messages.errors.cancelRsvp }),
      });
    } finally {
      runInAction(() => {
        this.cancelling = this.cancelling.filter((id) => id !== eventId);
      });
    }
  }

  clear(): void {
    this.#events.clear();
    this.optedInIds = [];
    this.optingIn = [];
    this.cancelling = [];
  }
}
