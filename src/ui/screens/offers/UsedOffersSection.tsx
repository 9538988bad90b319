import type { Offer } from '../../../core/offers/Offer';
import { OfferRow } from './OfferRow';

interface UsedOffersSectionProps {
  offers: Offer[];
}

/** 'Used': the vouchers redeemed at a desk, below the offers to use; none, no section. */
export function UsedOffersSection({ offers }: UsedOffersSectionProps) {
  if (offers.length === 0) return null;
  return (
    <section className="offer-section offer-section--used" aria-labelledby="used-offers">
      <h2 id="used-offers" className="offer-section__title">
        Used
        <span className="offer-section__count">
          {offers.length}
          <span className="visually-hidden"> {offers.length === 1 ? 'voucher' : 'vouchers'}</span>
        </span>
      </h2>
      <ul className="offer-list">
        {offers.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
