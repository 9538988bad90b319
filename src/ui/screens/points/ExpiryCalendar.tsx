import { formatDayKey, formatPoints } from '../../../core/kernel/format';
import { pointsMessages } from '../../../core/points/pointsMessages';
import type { PointsExpiry } from '../../../core/points/PointsActivity';
import { Card } from '../../components/Card';

const text = pointsMessages.activity;

/** Which loyalty points expire when, soonest first. */
export function ExpiryCalendar({ expiries }: { expiries: readonly PointsExpiry[] }) {
  return (
    <Card as="section" title={text.expiryHeading} className="points-activity__expiries">
      {expiries.length === 0 ? (
        <p className="points-activity__muted">{text.nothingToExpire}</p>
      ) : (
        <ul className="points-activity__expiry-list">
          {expiries.map(({ on, points }) => (
            <li key={on}>
              <time dateTime={on}>{text.expires(formatPoints(points), formatDayKey(on))}</time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
