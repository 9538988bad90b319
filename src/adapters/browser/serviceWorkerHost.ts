/** The parts of a Workbox (workbox-window) that the app uses. */
export interface WorkboxLike {
  addEventListener(type: 'waiting', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

/** The parts of navigator.serviceWorker that the app uses. */
export interface ServiceWorkersLike {
  /** The worker controlling this page, or null (first visit, hard reload). */
  readonly controller: unknown;
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/** What the server answered a HEAD request for the worker script with. */
export interface ScriptAnswer {
  status: number;
  contentType: string | null;
}

/**
 * Everything WorkboxAppUpdates needs from the page, in one place, so its rules can be tested
 * with doubles and the real browser is named only in browserServiceWorkerHost below.
 */
export interface ServiceWorkerHost {
  /** A production build (`vite build`, whatever its mode): only those register a worker. */
  isProduction: boolean;
  hostname: string;
  /** Null where the browser offers no service workers (old browsers, insecure origins). */
  serviceWorkers: ServiceWorkersLike | null;
  /** Resolves once the window's load event has fired, so registering never slows the boot. */
  whenLoaded(): Promise<void>;
  /**
   * Asks for the worker script's headers past the HTTP cache (HEAD: its status and type are all
   * the check reads, so the script itself is not downloaded); rejects when the network fails.
   */
  fetchScript(url: string): Promise<ScriptAnswer>;
  /** workbox-window, downloaded only when a worker is to be registered. */
  createWorkbox(url: string): Promise<WorkboxLike>;
  /** Calls `task` each time the page comes back into view (the app reopened from the background). */
  onShownAgain(task: () => void): void;
  after(ms: number, task: () => void): void;
  reload(): void;
}

/** The real page: window, navigator.serviceWorker, fetch and workbox-window. */
export function browserServiceWorkerHost(): ServiceWorkerHost {
  const hasWindow = typeof window !== 'undefined';
  return {
    isProduction: import.meta.env.PROD,
    hostname: hasWindow ? window.location.hostname : '',
    serviceWorkers:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator
        ? navigator.serviceWorker
        : null,
    whenLoaded: () =>
      new Promise((resolve) => {
        if (!hasWindow || document.readyState === 'complete') resolve();
        else window.addEventListener('load', () => resolve(), { once: true });
      }),
    fetchScript: async (url) => {
      const response = await fetch(url, {
        method: 'HEAD',
        cache: 'no-store',
        headers: { 'Service-Worker': 'script' },
      });
      return { status: response.status, contentType: response.headers.get('content-type') };
    },
    createWorkbox: async (url) => {
      const { Workbox } = await import('workbox-window');
      return new Workbox(url);
    },
    onShownAgain: (task) => {
      if (!hasWindow) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') task();
      });
    },
    after: (ms, task) => {
      setTimeout(task, ms);
    },
    reload: () => {
      if (hasWindow) window.location.reload();
    },
  };
}
