import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LastSeen } from '../../core/kernel/LastSeen';
import { paintedPath } from '../../core/kernel/paintedScreen';
import { useService } from '../di/useService';

interface PaintedScreenKeeperProps {
  /** The screen is kept painted (ScreenRoute.painted). */
  painted: boolean;
  mobile: boolean;
}

/**
 * Keeps the painted copy of a painted route's screen (DECISIONS.md "The painted copy") for the
 * member whose device copy is open (LastSeen: nothing when none is, removed on sign-out). The
 * painter (./keepPaintedScreen.ts) is downloaded on a painted screen only, never on /login; if it
 * cannot be, nothing is painted and nothing else changes.
 */
export function PaintedScreenKeeper({ painted, mobile }: PaintedScreenKeeperProps) {
  const lastSeen = useService(LastSeen);
  const [location] = useLocation();
  useEffect(() => {
    const root = document.getElementById('root');
    if (!painted || root === null) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    import('./keepPaintedScreen')
      .then(({ keepPaintedScreen }) => {
        if (stopped) return;
        stop = keepPaintedScreen({
          root,
          path: paintedPath(location),
          mobile,
          keep: (path, screen) => lastSeen.keepScreen(path, screen),
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [painted, mobile, lastSeen, location]);
  return null;
}
