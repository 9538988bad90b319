import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../domain/messages';
import { notices } from '../domain/notices';
import type { CasinoEvent } from '../models/CasinoEvent';
import { LoadPromotions } from '../usecases/LoadPromotions';
import { OptInToEvent } from '../usecases/OptInToEvent';
import { ReadOptedInEvents } from '../usecases/ReadOptedInEvents';
import type { AsyncStatus } from '../domain/AsyncStatus';
import { MemberStore } from './MemberStore';
import { NotificationsStore } from './NotificationsStore';
import { ProblemReporter } from './ProblemReporter';
import { VenueStore } from './VenueStore';

/** Events and promotions at the home casino, and the ones the member opted in to. */
@injectable()
export class EventsStore {
  events: CasinoEvent[] = [];
  status: AsyncStatus = 'idle';
  /** Ids remembered on this device (metro_optinids), with the lists the server has them on. */
  optedInIds: string[] = [];
  /** Event ids whose opt-in request is in flight (their buttons are disabled). */
  optingIn: string[] = [];
  #epoch = 0;
  readonly #loadPromotions: LoadPromotions;
  readonly #optInToEvent: OptInToEvent;
  readonly #readOptedIn: ReadOptedInEvents;
  readonly #member: MemberStore;
  readonly #venue: VenueStore;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(LoadPromotions) loadPromotions: LoadPromotions,
    @inject(OptInToEvent) optInToEvent: OptInToEvent,
    @inject(ReadOptedInEvents) readOptedIn: ReadOptedInEvents,
    @inject(MemberStore) member: MemberStore,
    @inject(VenueStore) venue: VenueStore,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
  ) {
    this.#loadPromotions = loadPromotions;
    this.#optInToEvent = optInToEvent;
    this.#readOptedIn = readOptedIn;
    this.#member = member;
    this.#venue = venue;
    this.#notifications = notifications;
    this.#problems = problems;
    makeAutoObservable(this);
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

  async load(): Promise<void> {
    const member = this.#member.member;
    if (member === null) return;
    const epoch = this.#epoch;
    this.status = 'loading';
    this.optedInIds = this.#readOptedIn.execute();
    try {
      const { events, optedInIds } = await this.#loadPromotions.execute(member);
      runInAction(() => {
        if (epoch !== this.#epoch) return;
        this.events = events;
        this.optedInIds = optedInIds;
        this.status = 'ready';
      });
    } catch (error) {
      if (epoch !== this.#epoch) return;
      runInAction(() => {
        this.status = 'error';
      });
      this.#problems.report(error, {
        fallback: messages.errors.generic,
        retry: () => void this.load(),
        quietOffline: true,
      });
    }
  }

  /** RSVP to an event; a second tap while the request is in flight sends nothing. */
  async optIn(eventId: string): Promise<void> {
    const member = this.#member.member;
    const event = this.eventById(eventId);
    if (member === null || event === null || this.isOptingIn(eventId)) return;
    const epoch = this.#epoch;
    this.optingIn.push(eventId);
    try {
      const result = await this.#optInToEvent.execute(event, member, this.#venue.venueName);
      if (epoch !== this.#epoch) return;
      runInAction(() => {
        this.optedInIds = result.optedInIds;
      });
      this.#notifications.show(result.message ?? notices.eventOptedIn, { kind: 'success' });
    } catch (error) {
      if (epoch !== this.#epoch) return;
      this.#problems.report(error, { fallback: messages.errors.optIn });
    } finally {
      runInAction(() => {
        this.optingIn = this.optingIn.filter((id) => id !== eventId);
      });
    }
  }

  clear(): void {
    this.#epoch += 1;
    this.events = [];
    this.status = 'idle';
    this.optedInIds = [];
    this.optingIn = [];
  }
}
