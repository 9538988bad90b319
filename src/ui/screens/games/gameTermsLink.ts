import { pathTo } from '../../../core/navigation/routes';

/** The id of a game page's terms section: links to a game's terms and odds end in it. */
export const GAME_TERMS_ID = 'game-terms';

/** A game's page, opened at its terms and odds. */
export function gameTermsPath(gameId: string): string {
  return `${pathTo('spinTheWheel', { gameId })}#${GAME_TERMS_ID}`;
}
