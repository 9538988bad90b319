import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { offerTerms } from '../../../core/offers/offers';
import type { Offer } from '../../../core/offers/Offer';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';
import { ExpiryLine } from './ExpiryLine';
import { OfferImage } from './OfferImage';
import { OfferCode } from './OfferCode';
import { OfferRedeemed } from './OfferRedeemed';

interface OfferDetailsProps {
  offer: Offer;
}

/*
 * One offer: what it is, when it expires, how to redeem it and its terms. At the cash desk the
 * code is what matters, so on a phone it comes straight after the title, wholly in view; the
 * artwork and description follow it. Wide screens put the code beside them. A voucher used at a
 * desk says when and where instead, and draws no code.
 */
export const OfferDetails = observer(function OfferDetails({ offer }: OfferDetailsProps) {
  const offers = useService(OffersStore);
  const redeemed = offers.redeemedLine(offer);
  return (
    <article className="offer-details">
      <div className="offer-details__heading">
        <h2 className="offer-details__title">{offer.title}</h2>
        {redeemed === null && (
          <ExpiryLine expiresOn={offer.expiresOn} expiresSoon={offers.isExpiringSoon(offer)} />
        )}
      </div>
      <div className="offer-details__about">
        <OfferImage src={offer.image} className="offer-details__image" />
        <p className="offer-details__description">{offer.description}</p>
      </div>
      <div className="offer-details__redeem">
        {redeemed !== null ? (
          <OfferRedeemed line={redeemed} />
        ) : offer.redeemable ? (
          <OfferCode offerId={offer.id} title={offer.title} />
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
        <h3 id="offer-terms-heading">{messages.incentives.termsHeading}</h3>
        <p>{offerTerms(offer.terms)}</p>
        <p>
          {messages.incentives.fullTermsLead}
          <Link href={pathTo('infoTerms')}>{messages.incentives.fullTerms}</Link>
        </p>
      </section>
    </article>
  );
});
