import type { GameStatus } from '../../../core/domain/games';
import { messages } from '../../../core/domain/messages';
import type { SpinResult } from '../../../core/stores/GamesStore';
import { Icon } from '../../components/icons/Icon';
import { isLastDayStatus } from './gameActions';

interface SpinResultPanelProps {
  result: SpinResult;
  status: GameStatus;
}

/** Where the wheel stopped: the prize won, or better luck next time; then when to come back. */
export function SpinResultPanel({ result, status }: SpinResultPanelProps) {
  const { win, name } = result.prize;
  const comeBack = isLastDayStatus(status)
    ? messages.games.lastDayPlayed
    : messages.games.comeBackTomorrow;
  return (
    <div
      className={win ? 'spin-result spin-result--win' : 'spin-result spin-result--lose'}
      data-testid="spin-result"
    >
      <span className="spin-result__icon">
        <Icon name={win ? 'crown' : 'heart'} size="1.75rem" />
      </span>
      <div>
        <p className="spin-result__headline">
          {win ? messages.games.won(name) : messages.games.lost}
        </p>
        <p className="spin-result__hint">{comeBack}</p>
      </div>
    </div>
  );
}
