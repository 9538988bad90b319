import { inject, injectable } from 'inversify';
import { PlatformPort } from '../ports/PlatformPort';

/** Reloads the page so an installed update takes over (spec section 8, 'Update Applied'). */
@injectable()
export class ReloadApp {
  readonly #platform: PlatformPort;

  constructor(@inject(PlatformPort) platform: PlatformPort) {
    this.#platform = platform;
  }

  /** Never throws. */
  execute(): void {
    this.#platform.reload();
  }
}
