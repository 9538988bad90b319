import { EventsStore } from '../../../core/events/EventsStore';
import { useService } from '../../di';
import { useMemberContent } from '../useMemberContent';

/** The events store, the home casino's events fetched when a screen needs them. */
export function useEvents(): EventsStore {
  return useMemberContent(useService(EventsStore));
}
