import { formatPoints } from '../../../core/kernel/format';
import { pointsMessages } from '../../../core/points/pointsMessages';
import type { Member } from '../../../core/member/Member';
import { pathTo } from '../../../core/navigation/routes';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { PointsExplained } from '../../components/PointsExplained';
import { loyaltyExpiry } from '../home/homeView';

/** The member's balances, as the casino's system reports them. */
export function PointsSummary({ member }: { member: Member }) {
  const expiry = loyaltyExpiry(member.points.loyalty, member.points.loyaltyExpiresOn);
  return (
    <Card title="Points">
      <dl className="profile-facts profile-facts--points">
        <div>
          <dt>{pointsMessages.reward}</dt>
          <dd>{formatPoints(member.points.reward)}</dd>
        </div>
        <div>
          <dt>{pointsMessages.tier}</dt>
          <dd>{formatPoints(member.points.tier)}</dd>
        </div>
        <div>
          <dt>{pointsMessages.loyalty}</dt>
          <dd>{formatPoints(member.points.loyalty)}</dd>
        </div>
      </dl>
      {expiry && <p className="profile-screen__muted">{expiry}</p>}
      <PointsExplained />
      <LinkButton href={pathTo('pointsActivity')} variant="secondary" size="sm">
        {pointsMessages.activity.link}
      </LinkButton>
    </Card>
  );
}
