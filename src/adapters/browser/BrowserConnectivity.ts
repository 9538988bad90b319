import { injectable } from 'inversify';
import type { ConnectivityPort } from '../../core/ports/ConnectivityPort';

/** navigator.onLine and the window's online/offline events. */
@injectable()
export class BrowserConnectivity implements ConnectivityPort {
  isOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  subscribe(listener: (online: boolean) => void): () => void {
    if (typeof window === 'undefined') return () => undefined;
    const online = (): void => listener(true);
    const offline = (): void => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }
}
