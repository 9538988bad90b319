import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { MemberStore } from '../../../core/member/MemberStore';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { useService } from '../../di';
import { usePrefilledSettings } from '../settings/usePrefilledSettings';
import { MembershipCard } from './MembershipCard';
import { PhoneForm } from './PhoneForm';
import { PointsSummary } from './PointsSummary';
import { ProfileDetails } from './ProfileDetails';
import { ProfileSkeleton } from './ProfileSkeleton';
import './ProfileScreen.css';

/** /profile: who the member is, the number to quote at the casino desk, points and contact details. */
function ProfileScreen() {
  const member = useService(MemberStore);
  const data = member.member;
  usePrefilledSettings();

  return (
    <div className="profile-screen">
      <PageHeader title="Profile" />
      <SavedDataNote savedAt={member.savedAt} />
      {data === null ? (
        <ProfileSkeleton />
      ) : (
        <div className="profile-screen__grid">
          <MembershipCard member={data} fullName={member.fullName} tier={member.tier} />
          <PointsSummary member={data} />
          <ProfileDetails member={data} />
          <PhoneForm />
          <nav className="profile-screen__links" aria-label="Settings">
            <LinkButton href={pathTo('settings')} variant="secondary" icon="settings">
              Settings
            </LinkButton>
            <LinkButton href={pathTo('settingsInterests')} variant="ghost" icon="heart">
              Interests
            </LinkButton>
            <LinkButton href={pathTo('settingsCommunications')} variant="ghost" icon="mail">
              Communication preferences
            </LinkButton>
          </nav>
        </div>
      )}
    </div>
  );
}

export default observer(ProfileScreen);
