import { Skeleton } from '../../components/Skeleton';

/** The game screen's shape while the games load, so nothing moves when they arrive. */
export function GameSkeleton() {
  return (
    <div className="spin-screen__layout" aria-busy="true">
      <span className="visually-hidden">Loading the game</span>
      <div className="game-status">
        <Skeleton width="6rem" height="1.5rem" radius="pill" />
        <Skeleton width="60%" height="1.75rem" />
        <Skeleton variant="text" lines={2} />
        <Skeleton height="2.75rem" radius="pill" />
      </div>
      <div className="spin-screen__play">
        <Skeleton variant="block" aspectRatio="1" radius="circle" width="var(--wheel-size)" />
      </div>
      <div className="game-dates">
        <Skeleton variant="text" lines={2} />
        <Skeleton variant="text" lines={2} />
      </div>
    </div>
  );
}
