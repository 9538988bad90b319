import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../kernel/messages';
import { notices } from '../kernel/notices';
import type { CasinoEvent } from './CasinoEvent';
import { OptInToEvent } from './OptInToEvent';
import { CancelRsvp } from './CancelRsvp';
import { ReadOptedInEvents } from './ReadOptedInEvents';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { MemberStore } from '../member/MemberStore';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { HomeCasino } from '../kernel/HomeCasino';
import { statusOfRead } from '../kernel/query/Query';
import { QueryCache } from '../kernel/query/QueryCache';
import { venueIdForMember } from '../member/venueOf';
import { eventsQuery, offTheList } from './queries';
import { ClockPort } from '../ports/ClockPort';
import { calendarFile, calendarFileName } from './calendarFile';
import { rsvpMessages } from './rsvpMessages';

/** Events and promotions at the home casino, and the ones the member opted in to. */
const LOAD_FAILED = { fallback: messages.errors.generic };

@injectable()
export class EventsStore {
  /** Ids remembered on this device (metro_optinids): the lists the member said yes to here. */
  remembered: string[] = [];
  /** Event ids whose opt-in request is in flight (their buttons are disabled). */
  optingIn: string[] = [];
  /** Event ids whose cancel request is in flight. */
  cancelling: string[] = [];
  readonly #optInToEvent: OptInToEvent;
  readonly #cancelRsvp: CancelRsvp;
  readonly #readOptedIn: ReadOptedInEvents;
  readonly #member: MemberStore;
  readonly #venue: HomeCasino;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;
  readonly #queries: QueryCache;
  readonly #clock: ClockPort;
  /** The last RSVP outcome this store told the member of, while its toast may be on screen. */
  #lastRsvpNotice: string | null = null;

  constructor(
    @inject(OptInToEvent) optInToEvent: OptInToEvent,
    @inject(CancelRsvp) cancelRsvp: CancelRsvp,
    @inject(ReadOptedInEvents) readOptedIn: ReadOptedInEvents,
    @inject(MemberStore) member: MemberStore,
    @inject(HomeCasino) venue: HomeCasino,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(QueryCache) queries: QueryCache,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#clock = clock;
    this.#optInToEvent = optInToEvent;
    this.#cancelRsvp = cancelRsvp;
    this.#readOptedIn = readOptedIn;
    this.#member = member;
    this.#venue = venue;
    this.#notifications = notifications;
    this.#problems = problems;
    this.#queries = queries;
    makeAutoObservable(this);
  }

  /** The home casino's events; null for a temporary member (no venue content) or no member. */
  get #events() {
    const member = this.#member.member;
    const venueId = member === null ? null : venueIdForMember(member);
    return venueId === null ? null : this.#queries.query(eventsQuery, venueId);
  }

  /** When the events on screen are from (the device copy, not being refreshed); null when fresh. */
  get savedAt(): Date | null {
    return this.#events?.savedAtShown ?? null;
  }

  get events(): CasinoEvent[] {
    return this.#events?.value?.events ?? [];
  }

  get status(): AsyncStatus {
    return statusOfRead(this.#events, this.#member.member !== null);
  }

  /** The events the member is on the list for: said yes on this device, or the server says so. */
  get optedInIds(): string[] {
    return [...new Set([...this.remembered, ...(this.#events?.value?.onListIds ?? [])])];
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
   * 'Add to calendar': the event as an .ics file, at the home casino. Asked for before
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

  /**
   * The lists the server has the member on are remembered on the device too, so a new device
   * knows them as the one the member said yes on.
   */
  async load(): Promise<void> {
    if (this.#member.member === null) return;
    this.remembered = this.#readOptedIn.execute();
    const events = this.#events;
    if (events === null || !(await events.load(LOAD_FAILED))) return;
    const onList = events.value?.onListIds ?? [];
    if (onList.some((id) => !this.remembered.includes(id))) {
      runInAction(() => (this.remembered = this.#readOptedIn.remember(onList)));
    }
  }

  /** RSVP to an event; a second tap while the request is in flight sends nothing. */
  async optIn(eventId: string): Promise<void> {
    const member = this.#member.member;
    const event = this.eventById(eventId);
    if (member === null || event === null || this.isOptingIn(eventId)) return;
    this.optingIn.push(eventId);
    try {
      await this.#queries.settle(
        () => this.#optInToEvent.execute(event, member, this.#venue.venueName),
        {
          answered: (result) => {
            this.remembered = result.optedInIds;
            this.#announceRsvp(result.message ?? notices.eventOptedIn);
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
   * Gives up the member's place (the screen has asked them once). A second tap while
   * the request is in flight sends nothing.
   */
  async cancel(eventId: string): Promise<void> {
    const member = this.#member.member;
    const event = this.eventById(eventId);
    if (member === null || event === null || this.isCancelling(eventId)) return;
    this.cancelling.push(eventId);
    try {
      await this.#queries.settle(() => this.#cancelRsvp.execute(event), {
        answered: (optedInIds) => {
          this.remembered = optedInIds;
          // The saved copy would put the member back on the list at the next start.
          this.#events?.update((shown) => offTheList(shown, eventId));
          const pause = this.#member.pause;
          this.#announceRsvp(
            pause.kind === 'none'
              ? notices.rsvpCancelled
              : rsvpMessages.cancelledWhilePaused(pause, event.startsAt),
          );
        },
        failed: (error) => this.#problems.report(error, { fallback: messages.errors.cancelRsvp }),
      });
    } finally {
      runInAction(() => {
        this.cancelling = this.cancelling.filter((id) => id !== eventId);
      });
    }
  }

  /**
   * Says what the member's RSVP now is, in place of what the last one said: "You are opted in"
   * still on screen beside "Your place has been cancelled" would contradict it.
   */
  #announceRsvp(message: string): void {
    const stale = this.#lastRsvpNotice;
    if (stale !== null && stale !== message) {
      for (const toast of this.#notifications.toasts.filter((shown) => shown.message === stale)) {
        this.#notifications.dismiss(toast.id);
      }
    }
    this.#lastRsvpNotice = message;
    this.#notifications.show(message, { kind: 'success' });
  }

  clear(): void {
    this.#lastRsvpNotice = null;
    this.remembered = [];
    this.optingIn = [];
    this.cancelling = [];
  }
}
