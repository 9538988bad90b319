import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { Offer } from '../../../core/offers/Offer';
import { pathTo } from '../../../core/navigation/routes';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { OfferImage } from './OfferImage';

interface UsedOfferRowProps {
  offer: Offer;
}

/**
 * A voucher already redeemed at a desk (issue 30): its title and when and where it was used,
 * quieter than the offers still to use. The row still opens the offer's page (its terms).
 */
export const UsedOfferRow = observer(function UsedOfferRow({ offer }: UsedOfferRowProps) {
  const offers = useService(OffersStore);
  return (
    <li className="offer-row offer-row--used">
      <OfferImage src={offer.image} className="offer-row__thumb" />
      <div className="offer-row__body">
        <h3 className="offer-row__title">
          <Link href={pathTo('offerDetails', { id: offer.id })} className="offer-row__link">
            {offer.title}
          </Link>
        </h3>
        <p className="offer-row__redeemed">
          <Icon name="check" size="1em" />
          <span>{offers.redeemedLine(offer)}</span>
        </p>
      </div>
      <Icon name="chevron" size="1.25rem" className="offer-row__chevron" />
    </li>
  );
});
