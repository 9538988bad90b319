import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { Voucher } from '../../../core/offers/Voucher';
import { pathTo } from '../../../core/navigation/routes';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { ExpiryLine } from './ExpiryLine';
import { OfferImage } from './OfferImage';

interface OfferCardProps {
  voucher: Voucher;
}

/** One voucher in the grid; the title's link covers the whole card. */
export const OfferCard = observer(function OfferCard({ voucher }: OfferCardProps) {
  const offers = useService(OffersStore);
  return (
    <li className="offer-card">
      <OfferImage src={voucher.image} />
      <div className="offer-card__body">
        <h3 className="offer-card__title">
          <Link href={pathTo('offerDetails', { id: voucher.id })} className="offer-card__link">
            {voucher.title}
          </Link>
        </h3>
        <p className="offer-card__description">{voucher.description}</p>
        <ExpiryLine expiresOn={voucher.expiresOn} expiresSoon={offers.isExpiringSoon(voucher)} />
        <p className="offer-card__footer">
          {voucher.redeemable ? (
            <Badge tone="info">
              <Icon name="qr" size="1em" />
              <span>QR code</span>
            </Badge>
          ) : (
            <Badge>No code needed</Badge>
          )}
          <span className="offer-card__more" aria-hidden="true">
            View offer <Icon name="chevron" size="1.125rem" />
          </span>
        </p>
      </div>
    </li>
  );
});
