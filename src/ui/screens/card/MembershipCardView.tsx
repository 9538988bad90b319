import { membershipCardCode } from '@met/scheme';
import { formatPoints } from '../../../core/kernel/format';
import { messages } from '../../../core/kernel/messages';
import { pointsMessages } from '../../../core/points/pointsMessages';
import { cardMessages } from '../../../core/card/cardMessages';
import type { Member } from '../../../core/member/Member';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/icons/Icon';
import { MembershipNumber } from '../../components/MembershipNumber';
import { tierIdentityClass } from '../../components/tierIdentity';
import { QrCode } from './QrCode';

interface MembershipCardViewProps {
  member: Member;
  fullName: string;
  tierName: string;
}

/**
 * The card the desk scans: who, which tier, and the membership number as a QR (the desk's 2D
 * imagers already read the offers' codes from phone screens; see
 * DECISIONS.md "Card and wallets: the membership card in the app") on white,
 * with the number written under it as on the plastic card.
 */
export function MembershipCardView({ member, fullName, tierName }: MembershipCardViewProps) {
  const number = member.membershipNumber;
  return (
    <section className="member-card" aria-labelledby="member-card-name">
      <header
        className={`member-card__header ${tierIdentityClass(tierName)}`}
        data-testid="card-tier-band"
      >
        <div className="member-card__who">
          <p className="member-card__eyebrow">{cardMessages.eyebrow}</p>
          <h2 id="member-card-name" className="member-card__name">
            {fullName}
          </h2>
        </div>
        <Badge tone="gold">{tierName}</Badge>
      </header>
      <figure className="member-card__code">
        <QrCode
          className="member-card__qr"
          value={membershipCardCode(number)}
          label={cardMessages.codeAlt(number)}
        />
        <figcaption className="member-card__number">
          <span className="member-card__number-label">{messages.fieldLabels.membershipNumber}</span>
          <MembershipNumber
            number={number}
            className="member-card__number-value"
            testId="card-membership-number"
          />
        </figcaption>
      </figure>
      <dl className="member-card__points">
        <div>
          <dt>{pointsMessages.reward}</dt>
          <dd>{formatPoints(member.points.reward)}</dd>
        </div>
        <div>
          <dt>{pointsMessages.tier}</dt>
          <dd>{formatPoints(member.points.tier)}</dd>
        </div>
      </dl>
      <p className="member-card__hint">
        <Icon name="info" size="1.25rem" />
        <span>{cardMessages.brightnessHint}</span>
      </p>
    </section>
  );
}
