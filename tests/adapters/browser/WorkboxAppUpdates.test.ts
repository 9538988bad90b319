import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RELOAD_FALLBACK_MS,
  WorkboxAppUpdates,
} from '../../../src/adapters/browser/WorkboxAppUpdates';
import type {
  ScriptAnswer,
  ServiceWorkerHost,
  WorkboxLike,
} from '../../../src/adapters/browser/serviceWorkerHost';
import { SERVICE_WORKER_PATH } from '../../../src/core/kernel/constants';

/** A Workbox that records what it was asked and lets the test play the browser's events. */
class RecordingWorkbox implements WorkboxLike {
  registered = 0;
  updateChecks = 0;
  skipWaitingMessages = 0;
  readonly #waitingListeners: (() => void)[] = [];

  addEventListener(_type: 'waiting', listener: () => void): void {
    this.#waitingListeners.push(listener);
  }

  async register(): Promise<unknown> {
    this.registered += 1;
    return undefined;
  }

  async update(): Promise<void> {
    this.updateChecks += 1;
  }

  messageSkipWaiting(): void {
    this.skipWaitingMessages += 1;
  }

  /** The browser installed a new worker that now waits. */
  newWorkerWaiting(): void {
    for (const listener of this.#waitingListeners) listener();
  }
}

interface PageSetup {
  isProduction?: boolean;
  hostname?: string;
  hasServiceWorkers?: boolean;
  controlled?: boolean;
  /** What GET /sw.js answers; an Error means the network failed. */
  script?: ScriptAnswer | Error;
  earlierRegistrations?: number;
}

/** A page double: the answers a test chooses, and a record of what the adapter did with them. */
function aPage(setup: PageSetup = {}) {
  const workbox = new RecordingWorkbox();
  const controllerChangeListeners: (() => void)[] = [];
  const timers: { ms: number; task: () => void }[] = [];
  const shownAgainTasks: (() => void)[] = [];
  const unregister = vi.fn(async () => true);
  const fetchScript = vi.fn(async (_url: string): Promise<ScriptAnswer> => {
    const answer = setup.script ?? { status: 200, contentType: 'text/javascript' };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const createWorkbox = vi.fn(async (_url: string) => workbox);
  const reload = vi.fn();
  let loaded: () => void = () => undefined;
  const loadEvent = new Promise<void>((resolve) => (loaded = resolve));
  const host: ServiceWorkerHost = {
    isProduction: setup.isProduction ?? true,
    hostname: setup.hostname ?? 'rewards.metrocasinos.example',
    serviceWorkers:
      setup.hasServiceWorkers === false
        ? null
        : {
            controller: (setup.controlled ?? true) ? {} : null,
            getRegistrations: async () =>
              Array.from({ length: setup.earlierRegistrations ?? 0 }, () => ({ unregister })),
            addEventListener: (_type, listener) => controllerChangeListeners.push(listener),
          },
    whenLoaded: () => loadEvent,
    fetchScript,
    createWorkbox,
    onShownAgain: (task) => shownAgainTasks.push(task),
    after: (ms, task) => timers.push({ ms, task }),
    reload,
  };
  return {
    host,
    workbox,
    fetchScript,
    createWorkbox,
    unregister,
    reload,
    timers,
    /** The window's load event fires, then the adapter's awaits run out. */
    async load(): Promise<void> {
      loaded();
      // The adapter's awaits are all settled promises: they run out before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    newControllerTakesOver(): void {
      for (const listener of controllerChangeListeners) listener();
    },
    comeBackIntoView(): void {
      for (const task of shownAgainTasks) task();
    },
  };
}

async function started(page: ReturnType<typeof aPage>) {
  const updates = new WorkboxAppUpdates(page.host);
  const waiting = vi.fn();
  updates.onVersionWaiting(waiting);
  updates.start();
  await page.load();
  return { updates, waiting };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WorkboxAppUpdates: when the worker is registered', () => {
  it('registers /sw.js in a production build, only after the window has loaded', async () => {
    const page = aPage();
    const updates = new WorkboxAppUpdates(page.host);

    updates.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.workbox.registered).toBe(0);
    await page.load();

    expect(page.createWorkbox).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
    expect(page.workbox.registered).toBe(1);
  });

  it('registers nothing in a development build', async () => {
    const page = aPage({ isProduction: false });

    await started(page);

    expect(page.createWorkbox).not.toHaveBeenCalled();
    expect(page.fetchScript).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', async () => {
    const page = aPage({ hasServiceWorkers: false });

    await started(page);

    expect(page.createWorkbox).not.toHaveBeenCalled();
  });

  it('registers once however often it is started', async () => {
    const page = aPage();
    const updates = new WorkboxAppUpdates(page.host);

    updates.start();
    updates.start();
    await page.load();

    expect(page.workbox.registered).toBe(1);
  });

  it('does not fetch /sw.js first away from localhost', async () => {
    const page = aPage({ hostname: 'rewards.metrocasinos.example' });

    await started(page);

    expect(page.fetchScript).not.toHaveBeenCalled();
    expect(page.workbox.registered).toBe(1);
  });
});

describe('WorkboxAppUpdates: on localhost /sw.js is checked first (spec sections 7 and 8)', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])(
    'on %s, a JavaScript /sw.js is registered after a GET',
    async (hostname) => {
      const page = aPage({
        hostname,
        script: { status: 200, contentType: 'application/javascript; charset=utf-8' },
      });

      await started(page);

      expect(page.fetchScript).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
      expect(page.workbox.registered).toBe(1);
    },
  );

  it.each([
    // A 404 counts even when a server labels its error page as JavaScript.
    ['missing (404)', { status: 404, contentType: 'text/javascript' }],
    ['HTML (a dev server answering every path)', { status: 200, contentType: 'text/html' }],
    ['without a content type', { status: 200, contentType: null }],
  ])('a %s /sw.js unregisters every earlier worker and registers none', async (_case, script) => {
    const page = aPage({ hostname: 'localhost', script, earlierRegistrations: 2 });

    await started(page);

    expect(page.unregister).toHaveBeenCalledTimes(2);
    expect(page.createWorkbox).not.toHaveBeenCalled();
  });

  it('changes nothing when /sw.js cannot be fetched (offline): the worker in place keeps working', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = aPage({
      hostname: '127.0.0.1',
      script: new TypeError('Failed to fetch'),
      earlierRegistrations: 1,
    });

    await started(page);

    expect(page.unregister).not.toHaveBeenCalled();
    expect(page.createWorkbox).not.toHaveBeenCalled();
  });
});

describe('WorkboxAppUpdates: a new version', () => {
  it('is announced when it waits while the page is controlled by the old one', async () => {
    const page = aPage({ controlled: true });
    const { updates, waiting } = await started(page);
    expect(updates.hasWaitingVersion()).toBe(false);

    page.workbox.newWorkerWaiting();

    expect(waiting).toHaveBeenCalledTimes(1);
    expect(updates.hasWaitingVersion()).toBe(true);
  });

  it('is not announced on a first visit (no page is controlled, nothing to switch from)', async () => {
    const page = aPage({ controlled: false });
    const { updates, waiting } = await started(page);

    page.workbox.newWorkerWaiting();

    expect(waiting).not.toHaveBeenCalled();
    expect(updates.hasWaitingVersion()).toBe(false);
  });

  it('is looked for again when the app comes back into view', async () => {
    const page = aPage();
    await started(page);

    page.comeBackIntoView();

    expect(page.workbox.updateChecks).toBe(1);
  });

  it('takes over when activated, and the page reloads once it controls the page', async () => {
    const page = aPage();
    const { updates } = await started(page);
    page.workbox.newWorkerWaiting();

    updates.activateWaitingVersion();
    expect(page.workbox.skipWaitingMessages).toBe(1);
    expect(page.reload).not.toHaveBeenCalled();
    page.newControllerTakesOver();

    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it(`reloads anyway ${RELOAD_FALLBACK_MS} ms later if the new version never says it took over, and only once`, async () => {
    const page = aPage();
    const { updates } = await started(page);
    page.workbox.newWorkerWaiting();

    updates.activateWaitingVersion();
    updates.activateWaitingVersion();
    expect(page.timers.map((timer) => timer.ms)).toEqual([RELOAD_FALLBACK_MS]);
    page.timers[0]?.task();
    page.newControllerTakesOver();

    expect(page.workbox.skipWaitingMessages).toBe(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('activating with no version waiting does nothing', async () => {
    const page = aPage();
    const { updates } = await started(page);

    updates.activateWaitingVersion();

    expect(page.workbox.skipWaitingMessages).toBe(0);
    expect(page.reload).not.toHaveBeenCalled();
  });
});
