import { observer } from 'mobx-react-lite';
import { MemberStore } from '../../../core/member/MemberStore';
import { SessionStore } from '../../../core/session/SessionStore';
import { PageHeader } from '../../components/PageHeader';
import { useService } from '../../di/useService';
import { MemberSummary } from '../../layouts/MemberSummary';
import { MenuList } from '../../layouts/MenuList';
import { moreOnlyEntries } from '../../layouts/menuEntries';
import { useIsMobile } from '../../layouts/useIsMobile';
import { GetInTouch } from './GetInTouch';
import './MoreScreen.css';

/**
 * /more. On a phone: every menu entry not in the tab bar, and sign out; the mobile header is
 * hidden here. From 768 px the sidebar already lists the menu, who is signed in and sign out, so
 * the page offers only what the sidebar does not, and ways to reach the casino and the helpline.
 */
export default observer(function MoreScreen() {
  const session = useService(SessionStore);
  const member = useService(MemberStore);
  const isMobile = useIsMobile();
  if (!isMobile) {
    return (
      <div className="more-screen">
        <PageHeader
          title="More"
          subtitle="Everything else is in the menu on the left. Can’t find what you need? Ask us."
        />
        <MenuList entries={moreOnlyEntries} />
        <GetInTouch />
      </div>
    );
  }
  return (
    <div className="more-screen">
      <h1 className="visually-hidden">More</h1>
      <MenuList
        header={
          member.fullName !== '' ? (
            <MemberSummary name={member.fullName} tierName={member.tier ?? undefined} />
          ) : undefined
        }
        onSignOut={() => void session.signOut()}
      />
    </div>
  );
});
