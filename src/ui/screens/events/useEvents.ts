import { useEffect } from 'react';
import { EventsStore } from '../../../core/stores/EventsStore';
import { useService } from '../../di';

/** The events store, the home casino's events fetched when a screen needs them. */
export function useEvents(): EventsStore {
  const events = useService(EventsStore);
  useEffect(() => {
    // On arrival: fetch what was never fetched, and try again what failed last time.
    if (events.status === 'idle' || events.status === 'error') void events.load();
  }, [events]);
  return events;
}
