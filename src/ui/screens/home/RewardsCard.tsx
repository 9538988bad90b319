import { Link } from 'wouter';
import { pointsMessages } from '../../../core/points/pointsMessages';
import { cardMessages } from '../../../core/card/cardMessages';
import { pathTo } from '../../../core/navigation/routes';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { PointsExplained } from '../../components/PointsExplained';
import { ProgressBar } from '../../components/ProgressBar';
import { tierIdentityClass } from '../../components/tierIdentity';
import type { RewardsSummary } from './homeView';

/** Reward and tier points, tier, progress to the next tier, which points expire, what each is. */
export function RewardsCard({ summary }: { summary: RewardsSummary }) {
  return (
    <Card
      tone="feature"
      as="section"
      className={`rewards-card ${tierIdentityClass(summary.tierName)}`}
      title="Your Met Rewards"
    >
      <div className="rewards-card__tier">
        <Badge tone="gold">{summary.tierName}</Badge>
        {/*
          One tap from home to the card the desk scans
          (DECISIONS.md "Card and wallets: the membership card in the app").
        */}
        <LinkButton href={pathTo('card')} variant="primary" size="sm" icon="qr">
          {cardMessages.showCard}
        </LinkButton>
      </div>
      <dl className="rewards-card__figures">
        <div>
          <dt>{pointsMessages.reward}</dt>
          {/* Whether the figure is the device's copy or the server's (the bench times the swap). */}
          <dd className="rewards-card__balance" data-from-device={String(summary.fromDevice)}>
            {summary.rewardBalance}
          </dd>
        </div>
        <div className="rewards-card__score">
          <dt>{pointsMessages.tier}</dt>
          <dd>{summary.tierScore}</dd>
        </div>
      </dl>
      <ProgressBar
        value={summary.progress}
        label={summary.progressLabel}
        valueText={summary.progressText}
      />
      {summary.nextTierWords.length > 0 && (
        <div className="rewards-card__next" data-testid="next-tier-words">
          {summary.nextTierWords.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {summary.expiry !== '' && <p className="rewards-card__expiry">{summary.expiry}</p>}
      <Link href={pathTo('pointsActivity')} className="rewards-card__activity">
        {pointsMessages.activity.link}
      </Link>
      <PointsExplained className="rewards-card__explained" />
    </Card>
  );
}
