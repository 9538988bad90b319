import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { messages } from '../../../core/kernel/messages';
import { MemberStore } from '../../../core/member/MemberStore';
import { CardStore } from '../../../core/card/CardStore';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useKeepScreenOn } from '../../components/useKeepScreenOn';
import { useService } from '../../di';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { MembershipCardView } from './MembershipCardView';
import { RemoveCardEverywhereButton } from './RemoveCardEverywhereButton';
import { WalletActions } from './WalletActions';
import './MembershipCardScreen.css';

/**
 * /card: the membership card the desk scans
 * (DECISIONS.md "Card and wallets: the membership card in the app"). It needs only the member data
 * the app already keeps for offline use, and draws its code on the device; the wallet links are
 * asked for alongside and never hold the card up.
 */
function MembershipCardScreen() {
  const member = useService(MemberStore);
  const wallet = useService(CardStore);
  const data = member.member;
  useEffect(() => {
    void wallet.load();
  }, [wallet]);
  // The screen stays on while the card's code is shown
  // (DECISIONS.md "Card and wallets: the membership card in the app").
  useKeepScreenOn(data !== null);

  return (
    <div className="card-screen">
      <PageHeader title={messages.titles.card} />
      <SavedDataNote savedAt={member.savedAt} />
      {data === null ? (
        <div aria-busy="true">
          <span className="visually-hidden">Loading your card</span>
          <Skeleton variant="block" height="32rem" radius="lg" />
        </div>
      ) : (
        <MembershipCardView
          member={data}
          fullName={member.fullName}
          tierName={member.tier ?? data.membershipTypeName}
        />
      )}
      {wallet.offer && <WalletActions offer={wallet.offer} />}
      {wallet.offer?.appleUrl != null && (
        <RemoveCardEverywhereButton onRemoved={() => void wallet.load()} />
      )}
    </div>
  );
}

export default observer(MembershipCardScreen);
