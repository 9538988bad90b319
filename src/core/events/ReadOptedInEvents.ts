import { inject, injectable } from 'inversify';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { memberOnDevice, readOptedInEventIds, writeOptedInEventIds } from './optedInEventIds';

/** The event ids this device remembers the member is on the list for (metro_optinids). */
@injectable()
export class ReadOptedInEvents {
  constructor(@inject(KeyValueStorePort) private readonly device: KeyValueStorePort) {}

  /** Never throws: a corrupt stored value is discarded and reads as none. */
  execute(): string[] {
    return readOptedInEventIds(this.device);
  }

  /**
   * Remembers `ids` beside those already remembered (the lists the server has the member on), if
   * the member whose session is open is still the one it was; answers every id remembered.
   */
  remember(ids: readonly string[]): string[] {
    const all = [...new Set([...readOptedInEventIds(this.device), ...ids])];
    writeOptedInEventIds(this.device, memberOnDevice(this.device), all);
    return all;
  }
}
