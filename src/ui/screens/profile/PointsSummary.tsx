import { formatPoints } from '../../../core/kernel/format';
import { messages } from '../../../core/kernel/messages';
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
          <dt>{messages.points.reward}</dt>
          <dd>{formatPoints(member.points.reward)}</dd>
        </div>
        <div>
          <dt>{messages.points.tier}</dt>
          <dd>{formatPoints(member.points.tier)}</dd>
        </div>
        <div>
          <dt>{messages.points.loyalty}</dt>
          <dd>{formatPoints(member.points.loyalty)}</dd>
        </div>
      </dl>
      {expiry && <p className="profile-screen__muted">{expiry}</p>}
      <PointsExplained />
      <LinkButton href={pathTo('pointsActivity')} variant="secondary" size="sm">
        {messages.points.activity.link}
      </LinkButton>
    </Card>
  );
}
