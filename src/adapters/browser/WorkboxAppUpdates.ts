import { SERVICE_WORKER_PATH } from '../../core/kernel/constants';
import type { AppUpdatesPort } from '../../core/ports/AppUpdatesPort';
import type { ServiceWorkerHost, WorkboxLike } from './serviceWorkerHost';

/** How long a new version may take to say it controls the page before we reload anyway. */
export const RELOAD_FALLBACK_MS = 4000;

const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The service worker of vite-plugin-pwa, registered with workbox-window (spec sections 7 and 8).
 * Production builds only. On localhost the same port may serve another project or a dev server
 * without a worker, so /sw.js is checked first: a 404 or a script that is not JavaScript means
 * no worker belongs here, and any left over from before is unregistered.
 */
export class WorkboxAppUpdates implements AppUpdatesPort {
  readonly #host: ServiceWorkerHost;
  readonly #listeners = new Set<() => void>();
  #workbox: WorkboxLike | null = null;
  #waiting = false;
  #started = false;
  #activating = false;

  constructor(host: ServiceWorkerHost) {
    this.#host = host;
  }

  start(): void {
    if (this.#started) return;
    this.#started = true;
    void this.#register().catch((error: unknown) => {
      // The app works without its worker, only not offline: say so, never break the page.
      console.warn('The service worker could not be registered', error);
    });
  }

  onVersionWaiting(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  hasWaitingVersion(): boolean {
    return this.#waiting;
  }

  activateWaitingVersion(): void {
    const serviceWorkers = this.#host.serviceWorkers;
    if (!this.#waiting || this.#workbox === null || serviceWorkers === null) return;
    if (this.#activating) return;
    this.#activating = true;
    let reloaded = false;
    const reloadOnce = (): void => {
      if (reloaded) return;
      reloaded = true;
      this.#host.reload();
    };
    // Reloading before the new worker controls the page would load the old version again.
    serviceWorkers.addEventListener('controllerchange', reloadOnce);
    this.#workbox.messageSkipWaiting();
    this.#host.after(RELOAD_FALLBACK_MS, reloadOnce);
  }

  async #register(): Promise<void> {
    const serviceWorkers = this.#host.serviceWorkers;
    if (!this.#host.isProduction || serviceWorkers === null) return;
    await this.#host.whenLoaded();
    if (LOCAL_HOSTNAMES.has(this.#host.hostname)) {
      const verdict = await this.#checkLocalScript();
      if (verdict === 'not-a-worker') {
        const registrations = await serviceWorkers.getRegistrations();
        await Promise.all(registrations.map((registration) => registration.unregister()));
        return;
      }
      if (verdict === 'unknown') return;
    }
    const workbox = await this.#host.createWorkbox(SERVICE_WORKER_PATH);
    workbox.addEventListener('waiting', () => {
      // With no page controlled, the new worker is simply the first: nothing to switch from.
      if (serviceWorkers.controller == null) return;
      this.#waiting = true;
      for (const listener of [...this.#listeners]) listener();
    });
    this.#workbox = workbox;
    await workbox.register();
    this.#host.onShownAgain(() => {
      workbox.update().catch((error: unknown) => console.warn('No update check', error));
    });
  }

  /** 'unknown' when /sw.js cannot be fetched (offline) or fails oddly: then nothing changes. */
  async #checkLocalScript(): Promise<'worker' | 'not-a-worker' | 'unknown'> {
    try {
      const answer = await this.#host.fetchScript(SERVICE_WORKER_PATH);
      const isJavaScript = /javascript|ecmascript/i.test(answer.contentType ?? '');
      if (answer.status === 404 || !isJavaScript) return 'not-a-worker';
      return answer.status < 400 ? 'worker' : 'unknown';
    } catch (error) {
      console.warn('The service worker script could not be checked', error);
      return 'unknown';
    }
  }
}
