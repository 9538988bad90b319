import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { Offer } from '../../../core/offers/Offer';
import { pathTo } from '../../../core/navigation/routes';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { ExpiryLine } from './ExpiryLine';
import { OfferImage } from './OfferImage';

interface OfferCardProps {
  offer: Offer;
}

/**
 * One offer in the grid; the title's link covers the whole card and opens the offer's page, where
 * its terms are, before the member uses it.
 */
export const OfferCard = observer(function OfferCard({ offer }: OfferCardProps) {
  const offers = useService(OffersStore);
  return (
    <li className="offer-card">
      <OfferImage src={offer.image} />
      <div className="offer-card__body">
        <h3 className="offer-card__title">
          <Link href={pathTo('offerDetails', { id: offer.id })} className="offer-card__link">
            {offer.title}
          </Link>
        </h3>
        <p className="offer-card__description">{offer.description}</p>
        <ExpiryLine expiresOn={offer.expiresOn} expiresSoon={offers.isExpiringSoon(offer)} />
        <p className="offer-card__footer">
          {offer.redeemable ? (
            <Badge tone="info">
              <Icon name="qr" size="1em" />
              <span>QR code</span>
            </Badge>
          ) : (
            <Badge>No code needed</Badge>
          )}
          <span className="offer-card__more" aria-hidden="true">
            View offer and terms <Icon name="chevron" size="1.125rem" />
          </span>
        </p>
      </div>
    </li>
  );
});
