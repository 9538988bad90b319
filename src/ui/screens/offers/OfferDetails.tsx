import { observer } from 'mobx-react-lite';
import type { Voucher } from '../../../core/offers/Voucher';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { ExpiryLine } from './ExpiryLine';
import { OfferImage } from './OfferImage';
import { VoucherCode } from './VoucherCode';

interface OfferDetailsProps {
  voucher: Voucher;
}

/*
 * One voucher: what it is, when it expires, how to redeem it and its terms. At the cash desk the
 * code is what matters, so on a phone it comes straight after the title, wholly in view; the
 * artwork and description follow it. Wide screens put the code beside them.
 */
export const OfferDetails = observer(function OfferDetails({ voucher }: OfferDetailsProps) {
  const offers = useService(OffersStore);
  return (
    <article className="offer-details">
      <div className="offer-details__heading">
        <h2 className="offer-details__title">{voucher.title}</h2>
        <ExpiryLine expiresOn={voucher.expiresOn} expiresSoon={offers.isExpiringSoon(voucher)} />
      </div>
      <div className="offer-details__about">
        <OfferImage src={voucher.image} className="offer-details__image" />
        <p className="offer-details__description">{voucher.description}</p>
      </div>
      <div className="offer-details__redeem">
        {voucher.redeemable ? (
          <VoucherCode voucherId={voucher.id} title={voucher.title} />
        ) : (
          <div className="offer-details__no-code">
            <Icon name="check" size="1.5rem" />
            <div>
              <h3>No code needed</h3>
              <p>This offer is applied for you: just play with your membership card.</p>
            </div>
          </div>
        )}
      </div>
      <section className="offer-details__terms" aria-labelledby="offer-terms-heading">
        <h3 id="offer-terms-heading">Terms</h3>
        <p>{voucher.terms}</p>
      </section>
    </article>
  );
});
