import { inject, injectable } from 'inversify';
import { AppUpdatesPort } from '../ports/AppUpdatesPort';
import { PlatformPort } from '../ports/PlatformPort';

/**
 * Reloads the page into the new version when an 'Update Applied' dialog closes (spec section 8).
 * A new version that is waiting takes over first, or the reload would bring the old one back.
 */
@injectable()
export class ApplyAppUpdate {
  constructor(
    @inject(AppUpdatesPort) private readonly updates: AppUpdatesPort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
  ) {}

  /** Never throws. */
  execute(): void {
    if (this.updates.hasWaitingVersion()) this.updates.activateWaitingVersion();
    else this.platform.reload();
  }
}
