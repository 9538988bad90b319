import { feature } from '../kernel/feature';
import { EventsStore } from './EventsStore';
import { OptInToEvent } from './OptInToEvent';
import { CancelRsvp } from './CancelRsvp';
import { ReadOptedInEvents } from './ReadOptedInEvents';

/** The home casino's events (the spec's promotions) and their RSVPs. */
export const events = feature('events', [EventsStore, OptInToEvent, CancelRsvp, ReadOptedInEvents]);
