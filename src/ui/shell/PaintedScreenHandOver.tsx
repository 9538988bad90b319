import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { dismissLastScreen, lastScreenShown } from '../../start/lastScreenOverlay';
import { useShellState } from './ShellStateContext';

/** The longest the painted copy stays once the app's screen is up but still loading. */
const SETTLE_WAIT_MS = 1_000;

/** Resolves once `root` has nothing loading (no aria-busy), or after `ms`. */
function whenSettled(root: HTMLElement, ms: number, settled: () => void): () => void {
  const check = (): void => {
    if (root.querySelector('[aria-busy="true"]') === null) done();
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => done(), ms);
  let frame = 0;
  function done(): void {
    observer.disconnect();
    clearTimeout(timer);
    // One frame for the app's screen to be painted under the copy, then the copy goes.
    frame = requestAnimationFrame(settled);
  }
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  check();
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
}

/**
 * Hands the page over from the painted copy (src/start/paintedDocument.ts) to the app: the copy goes
 * once the app's first screen is up and settled (its data shown, from the device or the network),
 * and at once if the app takes the member anywhere else (another address: the sign-in page after
 * a sign-out elsewhere, a gate, a link).
 */
export const PaintedScreenHandOver = observer(function PaintedScreenHandOver() {
  const shell = useShellState();
  const [location] = useLocation();
  const [firstLocation] = useState(location);
  const moved = location !== firstLocation;
  useEffect(() => {
    if (!lastScreenShown()) return;
    if (moved) {
      dismissLastScreen();
      return;
    }
    const root = document.getElementById('root');
    if (!shell.screenShown || root === null) return;
    return whenSettled(root, SETTLE_WAIT_MS, dismissLastScreen);
  }, [moved, shell.screenShown]);
  return null;
});
