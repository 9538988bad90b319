import type { Game, Prize } from '@met/scheme/contract';
import type { GameOptin, GamePlay } from '../ports/AppData';
import type { SeedCalendar } from './seedCalendar';

/** Game ids of the demo world, by the situation each one shows. */
export const DEMO_GAME_IDS = {
  /** Open and playable today. */
  open: 'spin-spring-fortune',
  /** Open; ace@example.com has already played it today. */
  playedToday: 'spin-daily-jackpot',
  /** Its last day is today. */
  lastDay: 'spin-last-chance',
  /** Opt-in open, play starts in 3 days. */
  notStarted: 'spin-summer-preview',
  /** Ended 10 days ago. */
  ended: 'spin-winter-warmer',
} as const;

const LOSE = 'Better luck next time';

export function demoGames(calendar: SeedCalendar): { game: Game; prizes: Prize[] }[] {
  const c = calendar;
  const game = (
    id: string,
    name: string,
    description: string,
    optin: [number, number],
    play: [number, number],
  ): Game => ({
    id,
    name,
    description,
    OptinStart: c.startOf(optin[0]),
    OptinEnd: c.endOf(optin[1]),
    GameStart: c.startOf(play[0]),
    GameEnd: c.endOf(play[1]),
  });
  const prizes = (...names: string[]): Prize[] =>
    names.map((name) => ({ name, win: name !== LOSE }));
  return [
    {
      game: game(
        DEMO_GAME_IDS.open,
        'Spring Fortune',
        'Spin once a day for spring treats.',
        [-7, 14],
        [-3, 14],
      ),
      prizes: prizes(
        '£5 Free Play',
        LOSE,
        'Free drink',
        '£10 Free Play',
        LOSE,
        'Double points',
        'Free dessert',
        LOSE,
      ),
    },
    {
      game: game(
        DEMO_GAME_IDS.playedToday,
        'Daily Jackpot',
        'A new chance at the jackpot every day.',
        [-10, 10],
        [-5, 10],
      ),
      prizes: prizes('£50 Free Play', LOSE, 'Free drink', LOSE, '£20 Free Play', LOSE),
    },
    {
      game: game(
        DEMO_GAME_IDS.lastDay,
        'Last Chance Spin',
        'One last spin for dinner for two.',
        [-8, 0],
        [-6, 0],
      ),
      prizes: prizes('Dinner for two', LOSE, '£5 Free Play', LOSE, 'Free coffee', LOSE),
    },
    {
      game: game(
        DEMO_GAME_IDS.notStarted,
        'Summer Preview',
        'A summer hamper, Free Play and cocktails to win.',
        [-1, 10],
        [3, 17],
      ),
      prizes: prizes('Summer hamper', LOSE, '£10 Free Play', 'Free cocktail', LOSE, LOSE),
    },
    {
      game: game(
        DEMO_GAME_IDS.ended,
        'Winter Warmer',
        'Hot chocolate and Free Play for cold evenings.',
        [-40, -10],
        [-30, -10],
      ),
      prizes: prizes('Hot chocolate', LOSE, '£5 Free Play', LOSE),
    },
  ];
}

/** Opt-ins of the demo logins, by account key. */
export function demoOptins(calendar: SeedCalendar): Record<string, GameOptin[]> {
  return {
    king: [
      { gameId: DEMO_GAME_IDS.open, timestamp: calendar.startOf(-2) },
      { gameId: DEMO_GAME_IDS.lastDay, timestamp: calendar.startOf(-5) },
    ],
    // Made before this run's OptinStart (-7 days), so it no longer counts (spec-decisions 8).
    queen: [{ gameId: DEMO_GAME_IDS.open, timestamp: calendar.startOf(-30) }],
    ace: [
      { gameId: DEMO_GAME_IDS.playedToday, timestamp: calendar.startOf(-4) },
      { gameId: DEMO_GAME_IDS.open, timestamp: calendar.startOf(-1) },
    ],
  };
}

/** ace@example.com's spin of the daily jackpot wheel, earlier today (London time). */
export function demoPlays(
  calendar: SeedCalendar,
  aceUid: string,
  aceCustomerNumber: string,
): { day: string; play: GamePlay }[] {
  const earlierToday = Math.max(
    Date.parse(calendar.startOf(0)),
    calendar.now.getTime() - 3_600_000,
  );
  return [
    {
      day: calendar.today,
      play: {
        userId: aceUid,
        customerNumber: aceCustomerNumber,
        gameId: DEMO_GAME_IDS.playedToday,
        timestamp: new Date(earlierToday).toISOString(),
        prizeName: 'Free drink',
        win: true,
      },
    },
  ];
}
