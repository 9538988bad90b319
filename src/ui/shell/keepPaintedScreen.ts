import { paintedPath, type PaintedScreen } from '../../core/kernel/paintedScreen';
import { lastScreenShown } from '../../start/lastScreenOverlay';
import { paintScreen } from './paintedScreen';

/** Quiet this long after the last change before the screen is painted again. */
const SETTLED_MS = 500;
/** At most one painting of a screen this often, besides the last one as the page is left. */
const REPAINT_EVERY_MS = 3_000;

interface KeepPaintedScreen {
  /** The app's root element. */
  root: HTMLElement;
  /** The screen's path (the painted copy's key). */
  path: string;
  mobile: boolean;
  /** Keeps a painting (DeviceCopy.keepScreen). */
  keep: (path: string, screen: Omit<PaintedScreen, 'savedAt'>) => void;
}

/**
 * Paints the screen at `path` as it settles after each change, and once more as the page is
 * hidden or left (DECISIONS.md "Offline and the device copy: the painted copy"). Answers the function that stops it.
 */
export function keepPaintedScreen({ root, path, mobile, keep }: KeepPaintedScreen): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPainted = 0;
  const paint = (): void => {
    timer = undefined;
    // The copy painted at the start is still up, or the address has already moved on.
    if (lastScreenShown() || paintedPath(window.location.pathname) !== path) return;
    const screen = paintScreen(root, mobile);
    if (screen === null) return;
    keep(path, screen);
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
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  schedule();
  addEventListener('pagehide', paintNowIfDue);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    removeEventListener('pagehide', paintNowIfDue);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
