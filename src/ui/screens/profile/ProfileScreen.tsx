import { observer } from 'mobx-react-lite';
import { MemberStore } from '../../../core/member/MemberStore';
import { PageHeader } from '../../components/PageHeader';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { useService } from '../../di';
import { usePrefilledSettings } from '../settings/usePrefilledSettings';
import { MembershipCard } from './MembershipCard';
import { PhoneForm } from './PhoneForm';
import { ProfileLinks } from './ProfileLinks';
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
          <ProfileLinks />
        </div>
      )}
    </div>
  );
}

export default observer(ProfileScreen);
