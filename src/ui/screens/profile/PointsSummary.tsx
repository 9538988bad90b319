import type { MemberData } from '@met/scheme/contract';
import { formatPoints } from '../../../core/domain/format';
import { messages } from '../../../core/domain/messages';
import { Card } from '../../components/Card';
import { PointsExplained } from '../../components/PointsExplained';
import { loyaltyExpiry } from '../home/homeView';

/** The member's balances, as the casino's system reports them. */
export function PointsSummary({ member }: { member: MemberData }) {
  const expiry = loyaltyExpiry(member.loyalty_points, member.loyalty_points_end_date);
  return (
    <Card title="Points">
      <dl className="profile-facts profile-facts--points">
        <div>
          <dt>{messages.points.reward}</dt>
          <dd>{formatPoints(member.rewardPoints)}</dd>
        </div>
        <div>
          <dt>{messages.points.tier}</dt>
          <dd>{formatPoints(member.tierPoints)}</dd>
        </div>
        <div>
          <dt>{messages.points.loyalty}</dt>
          <dd>{formatPoints(member.loyalty_points)}</dd>
        </div>
      </dl>
      {expiry && <p className="profile-screen__muted">{expiry}</p>}
      <PointsExplained />
    </Card>
  );
}
