import { inject, injectable } from 'inversify';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import { InstallPromptPort } from '../ports/InstallPromptPort';
import { PlatformPort, type PlatformKind } from '../ports/PlatformPort';
import { ViewportPort } from '../ports/ViewportPort';

/** What the layout and the install hint need to know about the device. */
export interface DeviceState {
  online: boolean;
  /** Below 768 px wide (spec section 1). */
  mobile: boolean;
  platform: PlatformKind;
  /** Running as the installed app. */
  standalone: boolean;
  /** The browser's install prompt is captured and can be shown. */
  canInstall: boolean;
}

/** Follows connectivity, viewport and install-prompt changes as one device state. */
@injectable()
export class WatchDevice {
  readonly #platform: PlatformPort;
  readonly #connectivity: ConnectivityPort;
  readonly #viewport: ViewportPort;
  readonly #installPrompt: InstallPromptPort;

  constructor(
    @inject(PlatformPort) platform: PlatformPort,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
    @inject(ViewportPort) viewport: ViewportPort,
    @inject(InstallPromptPort) installPrompt: InstallPromptPort,
  ) {
    this.#platform = platform;
    this.#connectivity = connectivity;
    this.#viewport = viewport;
    this.#installPrompt = installPrompt;
  }

  /** Calls `listener` now and on every change; returns the unsubscribe function. Never throws. */
  execute(listener: (state: DeviceState) => void): () => void {
    const notify = (): void => listener(this.#snapshot());
    const unsubscribers = [
      this.#connectivity.subscribe(notify),
      this.#viewport.subscribe(notify),
      this.#installPrompt.subscribe(notify),
    ];
    notify();
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }

  #snapshot(): DeviceState {
    return {
      online: this.#connectivity.isOnline(),
      mobile: this.#viewport.isMobile(),
      platform: this.#platform.kind(),
      standalone: this.#platform.isStandalone(),
      canInstall: this.#installPrompt.isAvailable(),
    };
  }
}
