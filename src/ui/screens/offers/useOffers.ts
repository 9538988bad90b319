import { OffersStore } from '../../../core/offers/OffersStore';
import { useService } from '../../di';
import { useMemberContent } from '../useMemberContent';

/** The offers store, its offers fetched when a screen needs them. */
export function useOffers(): OffersStore {
  return useMemberContent(useService(OffersStore));
}
