import { injectable } from 'inversify';
import type { PaintedScreens } from '../../core/kernel/paintedScreen';
import type { PaintedCopyPort } from '../../core/ports/PaintedCopyPort';
import {
  keepPaintedCopy,
  PAINTED_COPY_MESSAGE,
  type PaintedCopyForWorker,
} from '../../start/paintedDocument';
import { SAVED_USER_KEY } from '../../start/savedUserKey';

/**
 * PaintedCopyPort in Cache Storage, which the service worker reads (src/worker/sw.ts), with the
 * key of the identity provider's saved user beside the screens, so the page can check who is
 * signed in before the copy is shown. Handed to the worker that controls the page, which writes
 * it: the copy painted as the member leaves the page is the one the next visit needs, and a write
 * of the page's own would die with it. Without a worker (the first visit) the page writes it,
 * in order. A browser without Cache Storage paints nothing from the worker: the app starts as it
 * would without a copy.
 */
@injectable()
export class CacheStoragePaintedCopy implements PaintedCopyPort {
  #queue: Promise<void> = Promise.resolve();

  publish(copy: PaintedScreens | null): void {
    const forWorker: PaintedCopyForWorker | null =
      copy === null ? null : { ...copy, savedUserKey: SAVED_USER_KEY };
    const worker = navigator.serviceWorker?.controller;
    if (worker) {
      worker.postMessage({ type: PAINTED_COPY_MESSAGE, copy: forWorker });
      return;
    }
    if (typeof caches === 'undefined') return;
    this.#queue = this.#queue.then(() => keepPaintedCopy(forWorker)).catch(() => undefined);
  }
}
