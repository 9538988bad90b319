import { inject, injectable } from 'inversify';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import { InstallPromptPort } from '../ports/InstallPromptPort';
import { PlatformPort, type PlatformKind } from '../ports/PlatformPort';

/** What the offline banner and the install hint need to know about the device. */
export interface DeviceState {
  online: boolean;
  platform: PlatformKind;
  /** Running as the installed app. */
  standalone: boolean;
  /** The browser's install prompt is captured and can be shown. */
  canInstall: boolean;
}

/** Follows connectivity and install-prompt changes as one device state. */
@injectable()
export class WatchDevice {
  constructor(
    @inject(PlatformPort) private readonly platform: PlatformPort,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
    @inject(InstallPromptPort) private readonly installPrompt: InstallPromptPort,
  ) {}

  /** Calls `listener` now and on every change; returns the unsubscribe function. Never throws. */
  execute(listener: (state: DeviceState) => void): () => void {
    const notify = (): void => listener(this.#snapshot());
    const unsubscribers = [
      this.connectivity.subscribe(notify),
      this.installPrompt.subscribe(notify),
    ];
    notify();
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }

  #snapshot(): DeviceState {
    return {
      online: this.connectivity.isOnline(),
      platform: this.platform.kind(),
      standalone: this.platform.isStandalone(),
      canInstall: this.installPrompt.isAvailable(),
    };
  }
}
