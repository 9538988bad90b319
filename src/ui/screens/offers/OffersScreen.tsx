import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import { MemberStore } from '../../../core/member/MemberStore';
import { OffersLayout } from '../../../core/offers/OffersLayout';
import { useService } from '../../di';
import { PauseNote } from '../saferGambling/PauseNote';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { OfferSection } from './OfferSection';
import { OffersSkeleton } from './OffersSkeleton';
import { OffersViewSwitch } from './OffersViewSwitch';
import { UsedOffersSection } from './UsedOffersSection';
import { useOffers } from './useOffers';
import './Offers.css';

/**
 * /offers, 'My Exclusive Offers': offers issued to the member, then offers open to their tier, then
 * the vouchers already used at a desk (DECISIONS.md "Redeemed at the desk: what the member sees").
 */
export default observer(function OffersScreen() {
  const offers = useOffers();
  const { pause } = useService(MemberStore);
  const { view } = useService(OffersLayout);
  const { status, myOffers, otherOffers, usedOffers } = offers;
  if (pause.kind !== 'none') {
    // On a break or self-excluded: the server refuses offers; no list, no error.
    return (
      <div className="offers-screen">
        <PageHeader title={messages.titles.offers} />
        <PauseNote pause={pause} inPlaceOf />
      </div>
    );
  }
  return (
    <div className="offers-screen">
      <PageHeader title={messages.titles.offers} />
      <SavedDataNote savedAt={offers.savedAt} />
      {status === 'error' ? (
        <LoadFailedState
          title="We couldn't load your offers"
          what="your offers"
          onRetry={() => void offers.load()}
        />
      ) : status !== 'ready' ? (
        <OffersSkeleton />
      ) : myOffers.length === 0 && otherOffers.length === 0 && usedOffers.length === 0 ? (
        <EmptyState
          icon="offers"
          title="No offers right now"
          message="New offers arrive often. Check back soon, or ask at reception on your next visit."
        />
      ) : (
        <>
          <OffersViewSwitch />
          <OfferSection
            id="my-offers"
            title="My Offers"
            offers={myOffers}
            view={view}
            whenEmpty="No vouchers have been issued to you right now. Take a look at the other offers below."
          />
          <OfferSection
            id="other-offers"
            title="Other Offers"
            offers={otherOffers}
            view={view}
            whenEmpty="There are no other offers for your tier right now."
          />
          <UsedOffersSection offers={usedOffers} />
        </>
      )}
    </div>
  );
});
