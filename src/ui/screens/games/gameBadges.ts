import {
  hasEnded,
  hasNotStarted,
  showsLastDayBadge,
  showsOptedInBadge,
  type GameCard,
} from '../../../core/games/gameCards';

export interface GameBadge {
  label: string;
  tone: 'neutral' | 'info' | 'gold' | 'success';
}

/**
 * A game's badges, the same words and colours on home and on the game page: green for the
 * member's own state (opted in), gold for the game's urgency (last day), blue for what is coming.
 */
export function gameBadges(card: GameCard): GameBadge[] {
  const { status } = card;
  const badges: GameBadge[] = [];
  if (hasEnded(status)) badges.push({ label: 'Ended', tone: 'neutral' });
  if (hasNotStarted(status)) badges.push({ label: 'Coming soon', tone: 'info' });
  if (showsLastDayBadge(status)) badges.push({ label: 'Last day', tone: 'gold' });
  if (showsOptedInBadge(card)) badges.push({ label: 'Opted in', tone: 'success' });
  return badges;
}
