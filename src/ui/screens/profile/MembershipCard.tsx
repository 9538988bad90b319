import type { Tier } from '@met/scheme';
import type { Member } from '../../../core/member/Member';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';

interface MembershipCardProps {
  member: Member;
  fullName: string;
  tier: Tier | null;
}

/** Name, tier and the membership number, large enough to read out at the casino desk. */
export function MembershipCard({ member, fullName, tier }: MembershipCardProps) {
  return (
    <Card tone="feature" className="membership-card" title={fullName} eyebrow="Met Rewards member">
      {tier && (
        <p>
          <Badge tone="gold">{tier}</Badge>
        </p>
      )}
      <div className="membership-card__number">
        <p className="membership-card__number-label">Membership number</p>
        <p className="membership-card__number-value" data-testid="membership-number">
          {member.membershipNumber}
        </p>
        <p className="membership-card__hint">Quote this number at the casino desk.</p>
      </div>
    </Card>
  );
}
