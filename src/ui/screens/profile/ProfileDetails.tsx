import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';
import type { Member } from '../../../core/member/Member';
import { VenueStore } from '../../../core/venue/VenueStore';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';

const HomeCasino = observer(function HomeCasino() {
  const venue = useService(VenueStore);
  if (venue.venueName) return <Link href={pathTo('myCasino')}>{venue.venueName}</Link>;
  if (venue.venueStatus === 'loading' || venue.venueStatus === 'idle') {
    return (
      <span aria-busy="true">
        <Skeleton width="10rem" />
        <span className="visually-hidden">Loading</span>
      </span>
    );
  }
  return <>Not available right now</>;
});

/** Email and home casino (the casino desk changes these, not the app). */
export function ProfileDetails({ member }: { member: Member }) {
  return (
    <Card title="Your details">
      <dl className="profile-facts">
        <div>
          <dt>Email address</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>Home casino</dt>
          <dd>
            <HomeCasino />
          </dd>
        </div>
      </dl>
      <p className="profile-screen__muted">
        To change your email address or home casino, please speak to the team at your casino.
      </p>
    </Card>
  );
}
