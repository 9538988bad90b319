import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { InstallOutcome } from '../ports/InstallPromptPort';
import type { PlatformKind } from '../ports/PlatformPort';
import { PromptInstall } from '../usecases/PromptInstall';
import { WatchDevice, type DeviceState } from '../usecases/WatchDevice';

/** Layout and install-hint facts: online, mobile (< 768 px), platform, installed, can install. */
@injectable()
export class DeviceStore {
  online = true;
  mobile = false;
  platform: PlatformKind = 'desktop';
  standalone = false;
  canInstall = false;
  #unsubscribe: (() => void) | null = null;
  readonly #watchDevice: WatchDevice;
  readonly #promptInstall: PromptInstall;

  constructor(
    @inject(WatchDevice) watchDevice: WatchDevice,
    @inject(PromptInstall) promptInstall: PromptInstall,
  ) {
    this.#watchDevice = watchDevice;
    this.#promptInstall = promptInstall;
    makeAutoObservable(this);
  }

  /** The install hint shows in the browser only, never in the installed app. */
  get showInstallHint(): boolean {
    return !this.standalone;
  }

  start(): void {
    if (this.#unsubscribe !== null) return;
    this.#unsubscribe = this.#watchDevice.execute((state) => this.#apply(state));
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
      this.mobile = state.mobile;
      this.platform = state.platform;
      this.standalone = state.standalone;
      this.canInstall = state.canInstall;
    });
  }
}
