import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { INSTALL_HINT_DISMISSED_KEY } from '../kernel/constants';
import { InstallPromptPort, type InstallOutcome } from '../ports/InstallPromptPort';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import type { PlatformKind } from '../ports/PlatformPort';
import { WatchDevice, type DeviceState } from './WatchDevice';

/** For the offline banner and the install hint: online, platform, installed, can install. */
@injectable()
export class DeviceStore {
  online = true;
  platform: PlatformKind = 'desktop';
  standalone = false;
  canInstall = false;
  /** The member closed the install hint on this device (remembered across visits). */
  installHintDismissed = false;
  #unsubscribe: (() => void) | null = null;
  readonly #watchDevice: WatchDevice;
  readonly #installPrompt: InstallPromptPort;
  readonly #device: KeyValueStorePort;

  constructor(
    @inject(WatchDevice) watchDevice: WatchDevice,
    @inject(InstallPromptPort) installPrompt: InstallPromptPort,
    @inject(KeyValueStorePort) device: KeyValueStorePort,
  ) {
    this.#watchDevice = watchDevice;
    this.#installPrompt = installPrompt;
    this.#device = device;
    makeAutoObservable(this);
  }

  /**
   * The install-to-home-screen hint (spec section 1): in the browser only, never in the installed
   * app; with something to offer (the captured install prompt, which the browser withdraws once
   * the app is installed, or iOS's Share steps); and not once the member has closed it.
   */
  get showInstallHint(): boolean {
    const hasSomethingToOffer = this.canInstall || this.platform === 'ios';
    return !this.standalone && hasSomethingToOffer && !this.installHintDismissed;
  }

  start(): void {
    if (this.#unsubscribe !== null) return;
    // Unreadable storage reads as not dismissed, so the hint may show once more.
    this.installHintDismissed = this.#device.get(INSTALL_HINT_DISMISSED_KEY) !== null;
    this.#unsubscribe = this.#watchDevice.execute((state) => this.#apply(state));
  }

  dismissInstallHint(): void {
    this.installHintDismissed = true;
    // Remembered across reloads and sign-outs; a full or blocked storage forgets it.
    this.#device.set(INSTALL_HINT_DISMISSED_KEY, '1');
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  promptInstall(): Promise<InstallOutcome> {
    return this.#installPrompt.prompt();
  }

  #apply(state: DeviceState): void {
    runInAction(() => {
      this.online = state.online;
      this.platform = state.platform;
      this.standalone = state.standalone;
      this.canInstall = state.canInstall;
    });
  }
}
