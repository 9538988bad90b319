import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { GamesStore } from '../../../core/games/GamesStore';
import { hasEnded, type GameCard } from '../../../core/games/gameCards';
import { isReadyToPlay } from '../../../core/games/games';
import { Button } from '../../components/Button';
import { useService } from '../../di';
import { ClaimPrizeNote } from './ClaimPrizeNote';
import { GameDates } from './GameDates';
import { GameStatusPanel } from './GameStatusPanel';
import { PrizeWheel } from './PrizeWheel';
import { SpinResultPanel } from './SpinResultPanel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useWheelSpin } from './useWheelSpin';

const SPINNING_MESSAGE = 'The wheel is spinning. Good luck!';

/**
 * One game: its status and opt-in, the wheel with the Spin button and the result, then its dates.
 * A phone stacks them in that order, so the Spin button is in view above the tab bar.
 */
export const GameView = observer(function GameView({ card }: { card: GameCard }) {
  const games = useService(GamesStore);
  const gameId = card.game.id;
  const feed = games.prizesFor(gameId);
  const reducedMotion = usePrefersReducedMotion();
  const wheel = useWheelSpin(games.resultFor(gameId), feed.prizes.length, reducedMotion);
  const busy = games.spinningGameId === gameId || wheel.spinning;
  const showSpin = busy || isReadyToPlay(card.status);
  // The card already knows the outcome while the wheel turns; it must not give it away.
  const message = busy ? SPINNING_MESSAGE : wheel.revealed ? null : card.message;
  const resultRef = useRef<HTMLDivElement>(null);
  const spunHere = useRef(false);

  useEffect(() => {
    // The Spin button goes once the member has played; keep keyboard focus on the outcome.
    if (wheel.revealed === null || !spunHere.current) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) resultRef.current?.focus();
  }, [wheel.revealed]);

  const spin = () => {
    spunHere.current = true;
    void games.spin(gameId);
  };

  return (
    <div className="spin-screen__layout">
      <GameStatusPanel
        card={card}
        message={message}
        optingIn={games.optingInGameId === gameId}
        onOptIn={() => void games.optIn(gameId)}
      />
      <section className="spin-screen__play" aria-label="Prize wheel">
        <PrizeWheel
          feed={feed}
          muted={hasEnded(card.status)}
          wheel={wheel}
          onRetry={() => void games.loadPrizes(gameId)}
        />
        {showSpin && (
          <Button
            className="spin-screen__spin"
            icon="wheel"
            busy={busy}
            disabled={feed.status !== 'ready'}
            onClick={spin}
          >
            Spin the wheel
          </Button>
        )}
        <div
          className="spin-screen__result"
          role="status"
          aria-live="polite"
          tabIndex={-1}
          ref={resultRef}
        >
          {wheel.revealed && <SpinResultPanel result={wheel.revealed} status={card.status} />}
        </div>
        {!busy && !wheel.revealed && card.status.kind === 'already-played-won' && (
          <ClaimPrizeNote />
        )}
      </section>
      <GameDates game={card.game} />
    </div>
  );
});
