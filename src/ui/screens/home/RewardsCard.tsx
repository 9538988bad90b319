import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { ProgressBar } from '../../components/ProgressBar';
import type { RewardsSummary } from './homeView';

/** Rewards balance, tier, tier score, progress to the next tier and when points expire. */
export function RewardsCard({ summary }: { summary: RewardsSummary }) {
  return (
    <Card tone="feature" as="section" className="rewards-card" title="Your Met Rewards">
      <div className="rewards-card__tier">
        <Badge tone="gold">{summary.tierName}</Badge>
      </div>
      <dl className="rewards-card__figures">
        <div>
          <dt>Reward Points</dt>
          <dd className="rewards-card__balance">{summary.rewardPoints}</dd>
        </div>
        <div className="rewards-card__score">
          <dt>Tier score</dt>
          <dd>{summary.tierScore}</dd>
        </div>
      </dl>
      <ProgressBar
        value={summary.progress}
        label={summary.progressLabel}
        valueText={summary.progressText}
      />
      {summary.expiresOn !== '' && (
        <p className="rewards-card__expiry">Points expire on {summary.expiresOn}</p>
      )}
    </Card>
  );
}
