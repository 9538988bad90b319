import { showsLastDayBadge, showsOptedInBadge, type GameCard } from '../../../core/games/gameCards';

export interface GameBadge {
  label: string;
  tone: 'gold' | 'success';
}

/**
 * A game's badges, the same words and colours on home and on the game page: green for the
 * member's own state (opted in), gold for the game's urgency (last day). A badge says only what
 * the status sentence under it does not: an ended game's sentence says it has ended, and one
 * not started yet says when it starts, so neither has a badge saying so as well.
 */
export function gameBadges(card: GameCard): GameBadge[] {
  const badges: GameBadge[] = [];
  if (showsLastDayBadge(card.status)) badges.push({ label: 'Last day', tone: 'gold' });
  if (showsOptedInBadge(card)) badges.push({ label: 'Opted in', tone: 'success' });
  return badges;
}
