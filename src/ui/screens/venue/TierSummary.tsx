import { observer } from 'mobx-react-lite';
import { pointsMessages } from '../../../core/points/pointsMessages';
import { formatPoints } from '../../../core/kernel/format';
import { MemberStore } from '../../../core/member/MemberStore';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/icons/Icon';
import { ProgressBar } from '../../components/ProgressBar';
import { tierIdentityClass } from '../../components/tierIdentity';
import { useService } from '../../di';

/** The member's tier badge and how far they are towards the next one, on the tier's own ground. */
export const TierSummary = observer(function TierSummary() {
  const member = useService(MemberStore);
  const { tier, nextTier, tierProgress, tierMaxPoints } = member;
  if (tier === null || member.member === null) return null;
  const points = member.member.points.reward;
  return (
    <section
      className={`tier-summary ${tierIdentityClass(tier)}`}
      aria-labelledby="tier-summary-heading"
      data-testid="tier-summary"
    >
      <div className="tier-summary__crest" aria-hidden="true">
        <Icon name="crown" size="2rem" />
      </div>
      <div className="tier-summary__body">
        <h2 id="tier-summary-heading" className="tier-summary__eyebrow">
          Your tier
        </h2>
        <p className="tier-summary__tier">
          <Badge tone="gold">{tier}</Badge>
        </p>
        {nextTier !== null && tierProgress !== null ? (
          <ProgressBar
            value={tierProgress}
            label={`Next tier: ${nextTier}`}
            valueText={
              tierMaxPoints === null
                ? pointsMessages.rewardCount(formatPoints(points))
                : pointsMessages.rewardCount(
                    `${formatPoints(points)} of ${formatPoints(tierMaxPoints)}`,
                  )
            }
          />
        ) : (
          <p className="tier-summary__top">You have reached our top tier. Thank you!</p>
        )}
      </div>
    </section>
  );
});
