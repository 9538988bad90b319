/**
 * The page's entry. index.html paints the splash from its own markup and inline styles; the
 * app (src/app/main.tsx: React, the core, the first screen, its stylesheet) is downloaded and
 * started once that splash is on screen. A cold visit shows the splash as soon as the page
 * arrives, and a slow phone opening the app from its cache paints the splash before spending
 * a few hundred milliseconds evaluating the app's code
 * (DECISIONS.md "Performance: the first visit and the start").
 *
 * A returning member's last screen is already in the page when the service worker answers it
 * (src/start/paintedDocument.ts, DECISIONS.md "Offline and the device copy: the painted copy"),
 * so their points or code are on screen while the app starts.
 *
 * Everything the start needs is asked for at once (src/start/startChunks.ts): the app's chunk
 * beside React's, and for a member signed in on this device the Firebase adapters, the SDK and what
 * the first screen's data needs, instead of each one after the one that imports it (DECISIONS.md
 * "Performance: the real path").
 */
import { dismissLastScreen } from '../start/lastScreenOverlay';
import { SAVED_USER_KEY } from '../start/savedUserKey';
import { hintStartChunks, keptOnDevice } from '../start/startChunks';

/** A tab that paints nothing (opened in the background) starts the app after this long. */
const SPLASH_PAINT_WAIT_MS = 200;

/** Resolves once the page's first contentful paint (the splash) has happened, or after the wait. */
function afterSplashPainted(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const start = (): void => {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    const fallback = setTimeout(start, SPLASH_PAINT_WAIT_MS);
    if (typeof PerformanceObserver === 'undefined') return;
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
    });
    // Browsers without paint timing ignore the type and leave it to the wait.
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Lets the browser paint and handle input between two pieces of work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's code could not be downloaded (no signal on a first visit, before the service
 * worker keeps a copy): the splash says so and offers a reload, instead of loading for ever.
 */
function showStartFailure(error: unknown): void {
  console.error('Met Rewards could not be downloaded', error);
  const splash = document.querySelector('[data-splash="boot"]');
  splash?.querySelector('.app-splash__dots')?.remove();
  splash?.querySelector('.app-splash__status')?.remove();
  splash?.querySelector<HTMLElement>('[data-splash-failure]')?.removeAttribute('hidden');
  dismissLastScreen();
}

/**
 * React DOM, the largest library, is evaluated in a task of its own, then the app's code, then
 * the app starts: three shorter tasks rather than one long one, so the splash keeps moving and
 * a tap is answered between them.
 */
async function start(): Promise<void> {
  const hint = () =>
    hintStartChunks(
      document,
      keptOnDevice(() => window.localStorage, SAVED_USER_KEY),
    );
  // Once the first paint is on screen (the splash, or the member's painted screen), so nothing
  // asked for competes with it. From the network, index.html's inline script has asked for them
  // as the splash painted (START_HINT_SCRIPT): this adds only what it could not.
  await afterSplashPainted();
  hint();
  try {
    await import('react-dom/client');
    await nextTask();
    const { startApp } = await import('./main');
    await nextTask();
    await startApp();
  } catch (error) {
    showStartFailure(error);
  }
}

void start();
