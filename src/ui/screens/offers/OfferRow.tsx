import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { Offer } from '../../../core/offers/Offer';
import { pathTo } from '../../../core/navigation/routes';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { ExpiryLine } from './ExpiryLine';
import { OfferImage } from './OfferImage';

interface OfferRowProps {
  offer: Offer;
}

/**
 * One offer in the compact list: thumbnail, title, expiry and a chevron; the title's link covers
 * the row, so the whole row opens the offer (its description, code and terms are there). A
 * voucher redeemed at a desk says when and where in place of its expiry, quieter.
 */
export const OfferRow = observer(function OfferRow({ offer }: OfferRowProps) {
  const offers = useService(OffersStore);
  const used = offer.redeemed !== null;
  return (
    <li className={used ? 'offer-row offer-row--used' : 'offer-row'}>
      <OfferImage src={offer.image} className="offer-row__thumb" />
      <div className="offer-row__body">
        <h3 className="offer-row__title">
          <Link href={pathTo('offerDetails', { id: offer.id })} className="offer-row__link">
            {offer.title}
          </Link>
        </h3>
        {used ? (
          <p className="offer-row__redeemed">
            <Icon name="check" size="1em" />
            <span>{offers.redeemedLine(offer)}</span>
          </p>
        ) : (
          <ExpiryLine expiresOn={offer.expiresOn} expiresSoon={offers.isExpiringSoon(offer)} />
        )}
      </div>
      <Icon name="chevron" size="1.25rem" className="offer-row__chevron" />
    </li>
  );
});
