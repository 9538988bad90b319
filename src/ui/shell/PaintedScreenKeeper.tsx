import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LastSeen } from '../../core/kernel/LastSeen';
import { paintedPath } from '../../core/kernel/paintedScreen';
import { lastScreenShown } from '../../lastScreen';
import { useService } from '../di/useService';
import { paintScreen } from './paintedScreen';

/** Quiet this long after the last change before the screen is painted again. */
const SETTLED_MS = 500;
/** At most one painting of a screen this often, besides the last one as the page is left. */
const REPAINT_EVERY_MS = 3_000;

interface PaintedScreenKeeperProps {
  /** The screen is kept painted (ScreenRoute.painted). */
  painted: boolean;
  mobile: boolean;
}

/**
 * Keeps the painted copy of a painted route's screen (DECISIONS.md "The painted copy") as it
 * settles after each change, and once more as the page is hidden or left, for the member whose
 * device copy is open (LastSeen: nothing when none is, removed on sign-out).
 */
export function PaintedScreenKeeper({ painted, mobile }: PaintedScreenKeeperProps) {
  const lastSeen = useService(LastSeen);
  const [location] = useLocation();
  useEffect(() => {
    const root = document.getElementById('root');
    if (!painted || root === null) return;
    const path = paintedPath(location);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastPainted = 0;
    const paint = (): void => {
      timer = undefined;
      // The copy painted at the start is still up, or the address has already moved on.
      if (lastScreenShown() || paintedPath(window.location.pathname) !== path) return;
      const screen = paintScreen(root, mobile);
      if (screen === null) return;
      lastSeen.keepScreen(path, screen);
      lastPainted = Date.now();
    };
    const schedule = (): void => {
      clearTimeout(timer);
      const wait = Math.max(SETTLED_MS, lastPainted + REPAINT_EVERY_MS - Date.now());
      timer = setTimeout(paint, wait);
    };
    const paintNowIfDue = (): void => {
      if (timer !== undefined) {
        clearTimeout(timer);
        paint();
      }
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') paintNowIfDue();
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    schedule();
    addEventListener('pagehide', paintNowIfDue);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      removeEventListener('pagehide', paintNowIfDue);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [painted, mobile, lastSeen, location]);
  return null;
}
