import type { PointsActivity } from '@met/scheme/contract';
import type { MemberRecord } from '../ports/MemberDirectory';

/**
 * The member's loyalty points story: the movements the casino's system keeps, newest
 * first, and which points expire when. The scheme has one expiry date per member
 * (loyalty_points_end_date, spec section 3): the whole loyalty balance expires at the end of it.
 */
export function pointsActivityOf(member: MemberRecord): PointsActivity {
  const movements = [...(member.pointsActivity ?? [])].sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at),
  );
  const expiries =
    member.loyalty_points > 0
      ? [{ on: member.loyalty_points_end_date, points: member.loyalty_points }]
      : [];
  return { movements, expiries };
}
