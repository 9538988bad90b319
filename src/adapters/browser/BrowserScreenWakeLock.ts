import { injectable } from 'inversify';
import type { ScreenWakeLockHold, ScreenWakeLockPort } from '../../core/ports/ScreenWakeLockPort';

/** The part of navigator.wakeLock this adapter uses (older DOM typings lack it). */
interface WakeLockApi {
  request(type: 'screen'): Promise<{ release(): Promise<void> }>;
}

function wakeLockApi(): WakeLockApi | null {
  if (typeof navigator === 'undefined') return null;
  const api = (navigator as { wakeLock?: WakeLockApi }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/**
 * navigator.wakeLock.request('screen') where the browser has it (Chrome, Edge, Safari 16.4+), and
 * the document's visibilitychange event. A browser without it, or one that refuses, keeps the
 * screen's usual timeout and shows nothing (DECISIONS.md "Card and wallets: the membership card
 * in the app").
 */
@injectable()
export class BrowserScreenWakeLock implements ScreenWakeLockPort {
  async request(): Promise<ScreenWakeLockHold | null> {
    const api = wakeLockApi();
    // A hidden page is always refused; the core asks again when it is visible.
    if (api === null || document.visibilityState !== 'visible') return null;
    try {
      const sentinel = await api.request('screen');
      return { release: () => void sentinel.release().catch(() => undefined) };
    } catch {
      return null;
    }
  }

  onPageVisible(listener: () => void): () => void {
    if (typeof document === 'undefined') return () => undefined;
    const changed = (): void => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }
}
