import type { Tier } from '@met/scheme';
import type { Member } from '../../../core/member/Member';
import { messages } from '../../../core/kernel/messages';
import { cardMessages } from '../../../core/card/cardMessages';
import { pathTo } from '../../../core/navigation/routes';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { MembershipNumber } from '../../components/MembershipNumber';
import { tierIdentityClass } from '../../components/tierIdentity';

interface MembershipCardProps {
  member: Member;
  fullName: string;
  tier: Tier | null;
}

/**
 * Name, tier and the membership number, large enough to read out at the casino desk, and the way
 * to the card with the code the desk scans (DECISIONS.md "Card and wallets: the membership card
 * in the app"). In the tier's card identity, as on home and /card (TierIdentity.css).
 */
export function MembershipCard({ member, fullName, tier }: MembershipCardProps) {
  const tierName = tier ?? member.membershipTypeName;
  return (
    <Card
      tone="feature"
      className={`membership-card ${tierIdentityClass(tierName)}`}
      title={fullName}
      eyebrow="Met Rewards member"
    >
      <div className="membership-card__tier">
        <Badge tone="gold">{tierName}</Badge>
        <LinkButton href={pathTo('card')} variant="primary" size="sm" icon="qr">
          {cardMessages.showCard}
        </LinkButton>
      </div>
      <div className="membership-card__number">
        <p className="membership-card__number-label">{messages.fieldLabels.membershipNumber}</p>
        <MembershipNumber
          number={member.membershipNumber}
          className="membership-card__number-value"
          testId="membership-number"
        />
        <p className="membership-card__hint">Quote this number at the casino desk.</p>
      </div>
    </Card>
  );
}
