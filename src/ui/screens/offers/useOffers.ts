import { useEffect } from 'react';
import { OffersStore } from '../../../core/stores/OffersStore';
import { useService } from '../../di';

/** The offers store, its vouchers fetched when a screen needs them. */
export function useOffers(): OffersStore {
  const offers = useService(OffersStore);
  useEffect(() => {
    // On arrival: fetch what was never fetched, and try again what failed last time.
    if (offers.status === 'idle' || offers.status === 'error') void offers.load();
  }, [offers]);
  return offers;
}
