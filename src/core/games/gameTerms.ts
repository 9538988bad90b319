import { prizeOdds } from '@met/scheme';
import { formatDate } from '../kernel/format';
import { messages } from '../kernel/messages';
import type { Game } from './Game';
import type { Prize } from './Prize';

const text = messages.incentives.spinToWin;

/** The last day a half-open window includes: the day of the instant just before its end. */
const lastDayOf = (end: Date): string => formatDate(new Date(end.getTime() - 1));

/**
 * A Spin To Win game's terms (Gambling Commission SR code 5.1.1: free-to-play games show their
 * terms). The wire's games carry none, so each game shows the scheme's standard terms with its own
 * opt-in and play days (each window's last day is the one before its exclusive end).
 */
export function spinToWinTerms(
  game: Pick<Game, 'optInOpensAt' | 'optInClosesAt' | 'startsAt' | 'endsAt'>,
): readonly string[] {
  return [
    text.adultsOnly,
    text.when(
      formatDate(game.optInOpensAt),
      lastDayOf(game.optInClosesAt),
      formatDate(game.startsAt),
      lastDayOf(game.endsAt),
    ),
    text.oneSpinADay,
    text.result,
    text.prizes,
  ];
}

/** One row of a wheel's odds: an outcome and its chance, "1 in 8". */
export interface SpinOdds {
  outcome: string;
  chance: string;
}

/**
 * The wheel's odds as the server draws them, one row per outcome in wheel order (every no-prize
 * segment together as one): the scheme's `prizeOdds`, the same count of segments the server's
 * `drawPrize` picks from. Empty until the prizes have loaded.
 */
export function spinToWinOdds(prizes: readonly Prize[]): readonly SpinOdds[] {
  return prizeOdds(prizes).map((odds) => ({
    outcome: odds.win ? odds.name : text.noPrize,
    chance: text.chance(odds.chance, odds.in),
  }));
}
