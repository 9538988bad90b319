import type { ReactNode } from 'react';
import type { Voucher } from '../../../core/offers/Voucher';
import { OfferCard } from './OfferCard';

interface OfferSectionProps {
  id: string;
  title: string;
  vouchers: Voucher[];
  /** Shown instead of the grid when the section has no vouchers. */
  whenEmpty: ReactNode;
}

/** 'My Offers' or 'Other Offers': a heading and a grid of voucher cards. */
export function OfferSection({ id, title, vouchers, whenEmpty }: OfferSectionProps) {
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id} className="offer-section__title">
        {title}
        <span className="offer-section__count">
          {vouchers.length}
          <span className="visually-hidden"> {vouchers.length === 1 ? 'offer' : 'offers'}</span>
        </span>
      </h2>
      {vouchers.length === 0 ? (
        <p className="offer-section__empty">{whenEmpty}</p>
      ) : (
        <ul className="offer-grid">
          {vouchers.map((voucher) => (
            <OfferCard key={voucher.id} voucher={voucher} />
          ))}
        </ul>
      )}
    </section>
  );
}
