import type { ReactNode } from 'react';
import type { Offer } from '../../../core/offers/Offer';
import type { OffersView } from '../../../core/offers/OffersLayout';
import { OfferCard } from './OfferCard';
import { OfferRow } from './OfferRow';

interface OfferSectionProps {
  id: string;
  title: string;
  offers: Offer[];
  /** Picture cards in a grid, or one compact row per offer. */
  view: OffersView;
  /** Shown instead of the grid when the section has no offers. */
  whenEmpty: ReactNode;
}

/** 'My Offers' or 'Other Offers': a heading and a grid of offer cards or a list of rows. */
export function OfferSection({ id, title, offers, view, whenEmpty }: OfferSectionProps) {
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id} className="offer-section__title">
        {title}
        <span className="offer-section__count">
          {offers.length}
          <span className="visually-hidden"> {offers.length === 1 ? 'offer' : 'offers'}</span>
        </span>
      </h2>
      {offers.length === 0 ? (
        <p className="offer-section__empty">{whenEmpty}</p>
      ) : view === 'list' ? (
        <ul className="offer-list">
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : (
        <ul className="offer-grid">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </section>
  );
}
