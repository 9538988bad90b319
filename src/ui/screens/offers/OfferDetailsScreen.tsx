import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import { MemberStore } from '../../../core/member/MemberStore';
import { useService } from '../../di';
import { PauseNote } from '../saferGambling/PauseNote';
import { pathTo } from '../../../core/navigation/routes';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { Skeleton } from '../../components/Skeleton';
import type { ScreenProps } from '../../routes';
import { OfferDetails } from './OfferDetails';
import { useOffers } from './useOffers';
import './Offers.css';

function OfferDetailsSkeleton() {
  return (
    <div className="offer-details" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the offer
      </span>
      <div className="offer-details__about">
        <Skeleton variant="block" aspectRatio="16 / 9" radius="lg" />
        <Skeleton width="60%" height="1.75rem" />
        <Skeleton variant="text" lines={3} />
      </div>
      <div className="offer-details__redeem">
        <Skeleton variant="block" aspectRatio="1" radius="lg" />
      </div>
    </div>
  );
}

/** /offers/:id: one offer and, when it is redeemed with a code, its QR code. */
export default observer(function OfferDetailsScreen({ params }: ScreenProps) {
  const offers = useOffers();
  const { pause } = useService(MemberStore);
  const offer = offers.offerById(params.id ?? '');
  const header = (
    <PageHeader title={messages.titles.offers} backHref={pathTo('offers')} backLabel="All offers" />
  );
  if (pause.kind !== 'none') {
    // On a break or self-excluded: no offer and no code, not even the device's copy.
    return (
      <div className="offer-details-screen">
        {header}
        <PauseNote pause={pause} inPlaceOf />
      </div>
    );
  }
  return (
    <div className="offer-details-screen">
      {header}
      <SavedDataNote savedAt={offers.savedAtFor(params.id ?? '')} />
      {offer !== null ? (
        <OfferDetails offer={offer} />
      ) : offers.status === 'error' ? (
        <LoadFailedState
          title="We couldn't load this offer"
          what="this offer"
          onRetry={() => void offers.load()}
        />
      ) : offers.status !== 'ready' ? (
        <OfferDetailsSkeleton />
      ) : (
        <EmptyState
          icon="offers"
          title="We can't find that offer"
          message="It may have expired or been redeemed already."
          action={
            <LinkButton href={pathTo('offers')} icon="back" variant="secondary">
              Back to your offers
            </LinkButton>
          }
        />
      )}
    </div>
  );
});
