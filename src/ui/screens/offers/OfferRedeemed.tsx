import { Icon } from '../../components/icons/Icon';

interface OfferRedeemedProps {
  /** 'Redeemed at 9:04pm at The Metropolitan Mayfair'. */
  line: string;
}

/** In place of a used voucher's code: when and where it was redeemed, and no code. */
export function OfferRedeemed({ line }: OfferRedeemedProps) {
  return (
    <section className="offer-details__redeemed" aria-labelledby="offer-redeemed-heading">
      <Icon name="check" size="1.5rem" />
      <div>
        <h3 id="offer-redeemed-heading">Used</h3>
        <p>{line}.</p>
        <p>This voucher has been used, so it has no code to show any more.</p>
      </div>
    </section>
  );
}
