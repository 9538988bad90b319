import type { CSSProperties } from 'react';
import { isLastDayStatus } from '../../../core/games/gameCards';
import type { GameStatus } from '../../../core/games/games';
import { gamesMessages } from '../../../core/games/gamesMessages';
import { pathTo } from '../../../core/navigation/routes';
import type { SpinResult } from '../../../core/games/GamesStore';
import { Icon } from '../../components/icons/Icon';
import { LinkButton } from '../../components/LinkButton';

interface SpinResultPanelProps {
  result: SpinResult;
  status: GameStatus;
}

/** Confetti pieces: where each flies to (rem) and when it starts (ms). */
const CONFETTI = Array.from({ length: 14 }, (_, index) => {
  const angle = (index / 14) * 2 * Math.PI;
  const reach = 5 + (index % 3) * 2;
  return {
    '--confetti-x': `${(Math.cos(angle) * reach).toFixed(2)}rem`,
    '--confetti-y': `${(Math.sin(angle) * reach * 0.6 - 2).toFixed(2)}rem`,
    '--confetti-delay': `${(index % 4) * 60}ms`,
  } as CSSProperties;
});

/*
 * Where the wheel stopped. A win celebrates (a burst of gold, which prefers-reduced-motion
 * leaves out) and says what happens next: the prize is on the membership, claimed at the cash
 * desk with the membership number. Either way, when the member may play again.
 */
export function SpinResultPanel({ result, status }: SpinResultPanelProps) {
  const { win, name } = result.prize;
  const text = gamesMessages;
  const comeBack = isLastDayStatus(status) ? text.lastDayPlayed : text.comeBackTomorrow;
  if (!win) {
    return (
      <div className="spin-result spin-result--lose" data-testid="spin-result">
        <span className="spin-result__icon">
          <Icon name="heart" size="1.75rem" />
        </span>
        <div>
          <p className="spin-result__headline">{text.lost}</p>
          <p className="spin-result__hint">{comeBack}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="spin-result spin-result--win" data-testid="spin-result">
      <div className="spin-result__confetti" aria-hidden="true">
        {CONFETTI.map((style, index) => (
          <span key={index} style={style} />
        ))}
      </div>
      <span className="spin-result__icon">
        <Icon name="crown" size="1.75rem" />
      </span>
      <p className="spin-result__eyebrow">{text.wonEyebrow}</p>
      <p className="spin-result__headline">{text.won(name)}</p>
      <p className="spin-result__next">{text.wonNext}</p>
      <LinkButton href={pathTo('card')} icon="qr">
        {text.wonShowNumber}
      </LinkButton>
      <p className="spin-result__hint">{comeBack}</p>
    </div>
  );
}
