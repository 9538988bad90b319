import type { PrizeFeed } from '../../../core/games/GamesStore';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import type { WheelSpin } from './useWheelSpin';
import { Wheel } from './Wheel';

interface PrizeWheelProps {
  feed: PrizeFeed;
  muted: boolean;
  wheel: WheelSpin;
  onRetry: () => void;
}

/** The wheel once the prize feed has loaded; a placeholder of the same size until then. */
export function PrizeWheel({ feed, muted, wheel, onRetry }: PrizeWheelProps) {
  if (feed.status === 'error') {
    return (
      <div className="prize-wheel__state">
        <EmptyState
          icon="alert"
          headingLevel={3}
          title="The prizes did not load"
          message="We could not load the prizes on this wheel."
          action={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      </div>
    );
  }
  if (feed.status !== 'ready') {
    return (
      <div className="prize-wheel__state" aria-busy="true">
        <span className="visually-hidden">Loading the prizes</span>
        <Skeleton variant="block" aspectRatio="1" radius="circle" width="var(--wheel-size)" />
      </div>
    );
  }
  if (feed.prizes.length === 0) {
    return (
      <div className="prize-wheel__state">
        <EmptyState
          headingLevel={3}
          title="No prizes yet"
          message="This wheel has no prizes to show."
        />
      </div>
    );
  }
  return (
    <Wheel
      prizes={feed.prizes}
      muted={muted}
      rotation={wheel.rotation}
      spinning={wheel.spinning}
      onSpinEnd={wheel.finish}
    />
  );
}
