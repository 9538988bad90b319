import { pointsMessages } from '../../core/points/pointsMessages';
import { classNames } from './classNames';
import './PointsExplained.css';

const text = pointsMessages;

const BALANCES = [
  { name: text.reward, explained: text.rewardExplained },
  { name: text.tier, explained: text.tierExplained },
  { name: text.loyalty, explained: text.loyaltyExplained },
] as const;

/*
 * 'What are these points?': one line on each of the three balances, closed until the member
 * opens it (a native disclosure: keyboard and screen readers need nothing more).
 */
export function PointsExplained({ className }: { className?: string }) {
  return (
    <details className={classNames('points-explained', className)}>
      <summary className="points-explained__toggle">{text.whatAreThese}</summary>
      <dl className="points-explained__list">
        {BALANCES.map(({ name, explained }) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{explained}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
