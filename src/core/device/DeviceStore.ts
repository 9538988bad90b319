import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { InstallOutcome } from '../ports/InstallPromptPort';
import type { PlatformKind } from '../ports/PlatformPort';
import { DismissInstallHint } from './DismissInstallHint';
import { PromptInstall } from './PromptInstall';
import { ReadInstallHintDismissal } from './ReadInstallHintDismissal';
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
  readonly #promptInstall: PromptInstall;
  readonly #readInstallHintDismissal: ReadInstallHintDismissal;
  readonly #dismissInstallHint: DismissInstallHint;

  constructor(
    @inject(WatchDevice) watchDevice: WatchDevice,
    @inject(PromptInstall) promptInstall: PromptInstall,
    @inject(ReadInstallHintDismissal) readInstallHintDismissal: ReadInstallHintDismissal,
    @inject(DismissInstallHint) dismissInstallHint: DismissInstallHint,
  ) {
    this.#watchDevice = watchDevice;
    this.#promptInstall = promptInstall;
    this.#readInstallHintDismissal = readInstallHintDismissal;
    this.#dismissInstallHint = dismissInstallHint;
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
    this.installHintDismissed = this.#readInstallHintDismissal.execute();
    this.#unsubscribe = this.#watchDevice.execute((state) => this.#apply(state));
  }

  dismissInstallHint(): void {
    this.installHintDismissed = true;
    this.#dismissInstallHint.execute();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  promptInstall(): Promise<InstallOutcome> {
    return this.#promptInstall.execute();
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
