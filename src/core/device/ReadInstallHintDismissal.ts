import { inject, injectable } from 'inversify';
import { INSTALL_HINT_DISMISSED_KEY } from '../kernel/constants';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

/** Whether the member has closed the install hint on this device before. */
@injectable()
export class ReadInstallHintDismissal {
  constructor(@inject(KeyValueStorePort) private readonly device: KeyValueStorePort) {}

  /** Never throws: unreadable storage reads as not dismissed, so the hint may show once more. */
  execute(): boolean {
    return this.device.get(INSTALL_HINT_DISMISSED_KEY) !== null;
  }
}
