import type { PointsMovement } from '@met/scheme/contract';
import type { SeedCalendar } from './seedCalendar';

const SPIN_BONUS = 250;
/** A spin's bonus only where it would not be most of the balance. */
const SPIN_FROM_BALANCE = 1_000;

const roundTo10 = (points: number) => Math.round(points / 10) * 10;

/**
 * A believable loyalty points history that ends at the member's balance: visits that
 * earned, redemptions at the desk, last year's points expiring, a Spin To Win bonus, and a last
 * visit that makes the sum come to `balance` exactly. The running balance never dips below 0.
 * A member with no balance (a new joiner) has no history.
 */
export function demoPointsActivity(balance: number, calendar: SeedCalendar): PointsMovement[] {
  if (balance <= 0) return [];
  const share = (fraction: number) => roundTo10(balance * fraction);
  const movements: PointsMovement[] = [
    move(calendar.at(-200, '20:40'), 'visit', share(0.1), 'Slots and dinner'),
    move(calendar.at(-150, '21:15'), 'visit', share(0.45), 'Table games'),
    move(calendar.at(-120, '19:30'), 'redemption', -share(0.15), 'Dinner for two'),
    move(calendar.at(-95, '00:05'), 'expiry', -share(0.1), 'Points from last year'),
    move(calendar.at(-21, '22:10'), 'visit', share(0.3), 'Poker night'),
    move(calendar.at(-9, '20:00'), 'redemption', -share(0.12), 'Drinks at the bar'),
  ];
  if (balance >= SPIN_FROM_BALANCE) {
    movements.push(
      move(calendar.at(-40, '18:45'), 'spin', SPIN_BONUS, 'Bonus points from the wheel'),
    );
  }
  const sum = movements.reduce((total, { points }) => total + points, 0);
  movements.push(move(calendar.at(-3, '21:50'), 'visit', balance - sum, 'Table games'));
  return movements;
}

function move(
  at: string,
  kind: PointsMovement['kind'],
  points: number,
  description: string,
): PointsMovement {
  return { at, kind, points, description };
}
