import type { MemberData } from '../../../../functions/src/contract/callables';
import { formatDayKey, formatPoints } from '../../../core/domain/format';
import { Card } from '../../components/Card';

/** The member's balances, as the casino's system reports them. */
export function PointsSummary({ member }: { member: MemberData }) {
  const expiry = formatDayKey(member.loyalty_points_end_date);
  return (
    <Card title="Points">
      <dl className="profile-facts profile-facts--points">
        <div>
          <dt>Rewards balance</dt>
          <dd>{formatPoints(member.rewardPoints)}</dd>
        </div>
        <div>
          <dt>Tier score</dt>
          <dd>{formatPoints(member.tierPoints)}</dd>
        </div>
        <div>
          <dt>Loyalty points</dt>
          <dd>{formatPoints(member.loyalty_points)}</dd>
        </div>
      </dl>
      {expiry && <p className="profile-screen__muted">Loyalty points expire on {expiry}.</p>}
    </Card>
  );
}
