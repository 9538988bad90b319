import type { Game } from '../../../core/games/Game';
import { formatDate } from '../../../core/kernel/format';

/**
 * When the game opens for opt-in and for play. After the wheel on a phone, so the game's name,
 * its status and the Spin button fit above the tab bar (DECISIONS.md "Screens and look").
 */
export function GameDates({ game }: { game: Game }) {
  return (
    <dl className="game-dates">
      <div>
        <dt>Opt in</dt>
        <dd>
          {formatDate(game.optInOpensAt)} to {formatDate(game.optInClosesAt)}
        </dd>
      </div>
      <div>
        <dt>Play</dt>
        <dd>
          {formatDate(game.startsAt)} to {formatDate(game.endsAt)}
        </dd>
      </div>
    </dl>
  );
}
