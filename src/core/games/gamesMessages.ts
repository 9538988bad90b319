import { prizePhrase } from '../kernel/prizes';

/** Spin To Win wording (spec sections 4 and 8). */
export const gamesMessages = {
  ended: 'This game has ended. Thank you for playing!',
  alreadyPlayedWon: (prizeName: string): string =>
    `You have already played today and won ${prizePhrase(prizeName)}.`,
  alreadyPlayedLost: 'You have already played today and did not win a prize this time.',
  /** The membership spun today from another login, or one since deleted (spec-decisions 6). */
  membershipPlayedToday:
    "Your membership has already had today's spin, from this or another login. Come back tomorrow for another spin.",
  comeBackTomorrow: 'Come back tomorrow for another spin.',
  lastDayPlayed: 'Today was the last day of this game.',
  notStartedYet: (date: string): string =>
    `This game has not started yet. Please check back on ${date}.`,
  optInBeforeStart: (date: string): string => `Opt in now to play when the game starts on ${date}.`,
  canOptIn: 'Opt in now to play.',
  optInRequired: 'Opt-in for this game has closed, so you cannot play this time.',
  readyToPlay: 'Spin the wheel for your chance to win a prize!',
  alreadyOptedInComeBack: (date: string): string =>
    `You have already opted in to this game. Please come back after the game starts on ${date}.`,
  alreadyOptedInPlayNow: 'You have already opted in to this game, so you can play it now.',
  optInNotOpenYet: (date: string): string => `Opt-in for this game opens on ${date}.`,
  optInClosed: 'Opt-in for this game has closed.',
  optedIn: 'You are opted in. Good luck!',
  /** Opting in from a game card: the button names the game it joins. */
  optInTo: (gameName: string): string => `Opt in to ${gameName}`,
  /** Every game card's way to the game's page, at its terms and odds, before opting in. */
  termsAndOdds: 'Terms and odds',
  /** Beside the game page's opt-in button: its terms and odds are further down the page. */
  readTermsFirst: 'Read the terms and odds before you opt in',
  wonEyebrow: 'Congratulations',
  won: (prizeName: string): string => `You won ${prizePhrase(prizeName)}!`,
  /** What happens next: the play record is the casino's prize record (spec-decisions 6). */
  wonNext:
    'Your prize is saved to your membership. Claim it at the cash desk, today or on your next visit: staff find it with your membership number.',
  wonShowNumber: 'My membership card',
  /** Above wonNext when the member returns to a game whose prize they won today. */
  claimHeading: 'How to claim your prize',
  lost: 'Not this time. Better luck next time!',
} as const;
