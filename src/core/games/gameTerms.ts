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

/**
 * The wheel's odds as the server draws them (one line, every outcome in wheel order): the scheme's
 * `prizeOdds`, the same count of segments the server's `drawPrize` picks from.
 */
export function spinToWinOdds(prizes: readonly Prize[]): string | null {
  if (prizes.length === 0) return null;
  return text.odds(
    prizeOdds(prizes)
      .map((odds) => text.oddsOf(odds.win ? odds.name : text.noPrize, odds.chance, odds.in))
      .join(', '),
  );
}
