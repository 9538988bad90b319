import { formatDate, formatSignedPoints } from '../../../core/kernel/format';
import { pointsMessages } from '../../../core/points/pointsMessages';
import type { PointsMovement } from '../../../core/points/PointsActivity';

const text = pointsMessages.activity;

/** The movements newest first: date, what happened, and the points in or out. */
export function MovementList({ movements }: { movements: readonly PointsMovement[] }) {
  return (
    <ol className="points-activity__list">
      {movements.map((movement) => {
        const earned = movement.points >= 0;
        return (
          <li
            key={`${movement.at.toISOString()}|${movement.description}`}
            className="points-activity__movement"
            data-kind={movement.kind}
          >
            <div className="points-activity__what">
              <span className="points-activity__kind">{text.kinds[movement.kind]}</span>
              <span className="points-activity__description">{movement.description}</span>
              <time className="points-activity__date" dateTime={movement.at.toISOString()}>
                {formatDate(movement.at)}
              </time>
            </div>
            <span
              className={`points-activity__points points-activity__points--${earned ? 'in' : 'out'}`}
            >
              {formatSignedPoints(movement.points)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
