import { inject, injectable } from 'inversify';
import { INSTALL_HINT_DISMISSED_KEY } from '../kernel/constants';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';

/** The member closed the install hint: this device remembers it, across reloads and sign-outs. */
@injectable()
export class DismissInstallHint {
  constructor(@inject(KeyValueStorePort) private readonly device: KeyValueStorePort) {}

  /** Never throws (a full or blocked storage forgets it, and the hint returns next visit). */
  execute(): void {
    this.device.set(INSTALL_HINT_DISMISSED_KEY, '1');
  }
}
