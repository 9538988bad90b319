import { feature } from '../kernel/feature';
import { EventsStore } from './EventsStore';
import { LoadEvents } from './LoadEvents';
import { OptInToEvent } from './OptInToEvent';
import { CancelRsvp } from './CancelRsvp';
import { ReadOptedInEvents } from './ReadOptedInEvents';

/** The home casino's events (the spec's promotions) and their RSVPs. */
export const events = feature('events', [
  EventsStore,
  LoadEvents,
  OptInToEvent,
  CancelRsvp,
  ReadOptedInEvents,
]);
