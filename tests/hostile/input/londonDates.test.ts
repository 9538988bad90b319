import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlayWindowOpen } from '@met/scheme';
import { isCalendarDate } from '@met/scheme/contract';
import { isRealDayKey } from '../../../src/core/kernel/dateOfBirth';
import {
  gameStatus,
  gameStatusMessage,
  hasPlayedToday,
  isLastDay,
  optInRefusal,
  type GameSchedule,
} from '../../../src/core/games/games';
import { londonDayKey } from '../../../src/core/kernel/londonTime';
import { holdsFor } from './holdsFor';
import { edgeDayKey, edgeInstant, hostileString } from './hostileValues';
import { isCatalogueMessage } from './messageCatalogue';

/**
 * Dates at the Europe/London clock changes and at midnight (londonTime.ts, dateOfBirth.ts and the
 * game windows of games.ts), checked against the platform's own time zone data as the oracle.
 */

const RUNS = 300;

const londonCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar day of an instant, by Intl rather than by the code under test. */
function londonDayByIntl(instant: Date): string {
  return londonCalendar.format(instant);
}

/** A message of the catalogue, or two of them joined by a space ('Today is the last day...'). */
function isCatalogueSentences(text: string): boolean {
  if (isCatalogueMessage(text)) return true;
  for (let index = text.indexOf(' '); index !== -1; index = text.indexOf(' ', index + 1)) {
    if (isCatalogueMessage(text.slice(0, index)) && isCatalogueMessage(text.slice(index + 1))) {
      return true;
    }
  }
  return false;
}

/** A game whose four window edges are edge instants, in the order the backend keeps them. */
const edgeGame: fc.Arbitrary<GameSchedule> = fc
  .tuple(edgeInstant, edgeInstant, edgeInstant, edgeInstant)
  .map(([a, b, c, d]) => {
    const [optinStart, gameStart, optinEnd, gameEnd] = [a, b, c, d].sort(
      (x, y) => x.getTime() - y.getTime(),
    ) as [Date, Date, Date, Date];
    return {
      id: 'game-dst',
      optInOpensAt: optinStart,
      startsAt: gameStart,
      optInClosesAt: optinEnd,
      endsAt: gameEnd,
    };
  });

const optInOrNone = fc.option(
  fc.record({ gameId: fc.constantFrom('game-dst', 'another-game'), timestamp: edgeInstant }),
);
const lastPlayOrNone = fc.option(
  fc.record({ timestamp: edgeInstant, prizeName: hostileString, win: fc.boolean() }),
);

describe('bad input: London dates at the clock changes and at midnight', () => {
  it('londonDayKey names the same day as the time zone database', async () => {
    await holdsFor(
      'londonTime: londonDayKey at DST and midnight',
      edgeInstant,
      (instant) => {
        expect(londonDayKey(instant)).toBe(londonDayByIntl(instant));
      },
      { numRuns: RUNS },
    );
  });

  it('one play per London day: two plays count as the same day exactly when London says so', async () => {
    await holdsFor(
      'games: hasPlayedToday at DST and midnight',
      fc.tuple(edgeInstant, edgeInstant, fc.boolean()),
      ([played, now, win]) => {
        const sameDay = londonDayByIntl(played) === londonDayByIntl(now);

        expect(hasPlayedToday({ timestamp: played, prizeName: 'Free Play', win }, now)).toBe(
          sameDay,
        );
      },
      { numRuns: RUNS },
    );
  });

  it('play windows are half-open and the last day is the London day before GameEnd', async () => {
    await holdsFor(
      'games: windows and last day at DST and midnight',
      fc.tuple(edgeGame, edgeInstant),
      ([game, now]) => {
        const t = now.getTime();
        const open = game.startsAt.getTime() <= t && t < game.endsAt.getTime();
        const lastDay = londonDayByIntl(new Date(game.endsAt.getTime() - 1));
        const windows = {
          GameStart: game.startsAt,
          GameEnd: game.endsAt,
          OptinStart: game.optInOpensAt,
          OptinEnd: game.optInClosesAt,
        };

        expect(isPlayWindowOpen(windows, now)).toBe(open);
        expect(isLastDay(game, now)).toBe(open && londonDayByIntl(now) === lastDay);
      },
      { numRuns: RUNS },
    );
  });

  it('every game card and opt-in refusal speaks in catalogue words, whatever the dates', async () => {
    await holdsFor(
      'games: status and opt-in messages at DST and midnight',
      fc.record({ game: edgeGame, optIn: optInOrNone, lastPlay: lastPlayOrNone, now: edgeInstant }),
      ({ game, optIn, lastPlay, now }) => {
        const status = gameStatus(game, { optIn, lastPlay }, now);
        const refusal = optInRefusal(game, optIn, now);

        expect(isCatalogueSentences(gameStatusMessage(status))).toBe(true);
        if (refusal !== null) expect(isCatalogueMessage(refusal.message)).toBe(true);
      },
      { numRuns: RUNS },
    );
  });

  it('a date of birth is real only when it is a yyyy-MM-dd calendar day from 1900 on', async () => {
    await holdsFor(
      'dateOfBirth: isRealDayKey',
      fc.oneof(edgeDayKey, hostileString),
      (value) => {
        const real = isCalendarDate(value) && value >= '1900-01-01';

        expect(isRealDayKey(value)).toBe(real);
      },
      { numRuns: RUNS },
    );
  });
});
