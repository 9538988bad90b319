import { Link } from 'wouter';
import type { Game } from '../../../core/games/Game';
import { spinToWinOdds, spinToWinTerms } from '../../../core/games/gameTerms';
import type { Prize } from '../../../core/games/Prize';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { Icon } from '../../components/icons/Icon';
import { GameOdds } from './GameOdds';
import { GAME_TERMS_ID } from './gameTermsLink';
import { useScrollToFragment } from './useScrollToFragment';

const text = messages.incentives;

/**
 * A game's terms under its wheel (SR code 5.1.1): free to play, then the standard terms and the
 * wheel's odds once its prizes have loaded. Kept out of the status panel so the Spin button stays
 * above a phone's tab bar; "Terms and odds" links (home's game card, the opt-in) land here.
 */
export function GameTerms({ game, prizes }: { game: Game; prizes: readonly Prize[] }) {
  const odds = spinToWinOdds(prizes);
  // Wait for the odds: the wheel above them changes height as it loads.
  const sectionRef = useScrollToFragment<HTMLElement>(GAME_TERMS_ID, odds.length > 0);
  return (
    <section
      id={GAME_TERMS_ID}
      ref={sectionRef}
      tabIndex={-1}
      className="game-terms"
      aria-labelledby="game-terms-heading"
    >
      <h2 id="game-terms-heading" className="game-terms__heading">
        {text.termsHeading}
      </h2>
      <p className="game-terms__free">
        <Icon name="check" size="1.25rem" />
        {text.freeToPlay}
      </p>
      <ul className="game-terms__list">
        {spinToWinTerms(game).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {odds.length > 0 && <GameOdds odds={odds} />}
      <p>
        {text.fullTermsLead}
        <Link href={pathTo('infoTerms')}>{text.fullTerms}</Link>
      </p>
    </section>
  );
}
