import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { DeviceCopy } from '../../core/kernel/query/DeviceCopy';
import { paintedPath } from '../../core/kernel/paintedScreen';
import { useService } from '../di/useService';

interface PaintedScreenKeeperProps {
  /** The screen is kept painted (ScreenRoute.painted). */
  painted: boolean;
  mobile: boolean;
}

/**
 * Keeps the painted copy of a painted route's screen (DECISIONS.md "Offline and the device copy: the painted copy") for the
 * member whose device copy is open (DeviceCopy: nothing when none is, removed on sign-out). The
 * painter (./keepPaintedScreen.ts) is downloaded on a painted screen only, never on /login; if it
 * cannot be, nothing is painted and nothing else changes.
 */
export function PaintedScreenKeeper({ painted, mobile }: PaintedScreenKeeperProps) {
  const device = useService(DeviceCopy);
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
          keep: (path, screen) => device.keepScreen(path, screen),
        });
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [painted, mobile, device, location]);
  return null;
}
