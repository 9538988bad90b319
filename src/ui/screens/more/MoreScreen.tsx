import { observer } from 'mobx-react-lite';
import { MemberStore } from '../../../core/stores/MemberStore';
import { SessionStore } from '../../../core/stores/SessionStore';
import { useService } from '../../di/useService';
import { MemberSummary } from '../../layouts/MemberSummary';
import { MenuList } from '../../layouts/MenuList';
import { useIsMobile } from '../../layouts/useIsMobile';
import './MoreScreen.css';

/** /more: every menu entry not in the tab bar, and sign out. The mobile header is hidden here. */
export default observer(function MoreScreen() {
  const session = useService(SessionStore);
  const member = useService(MemberStore);
  // From 768 px the sidebar already shows who is signed in.
  const showMember = useIsMobile() && member.fullName !== '';
  return (
    <div className="more-screen">
      <h1 className="visually-hidden">More</h1>
      <MenuList
        header={
          showMember ? (
            <MemberSummary name={member.fullName} tierName={member.tier ?? undefined} />
          ) : undefined
        }
        onSignOut={() => void session.signOut()}
      />
    </div>
  );
});
