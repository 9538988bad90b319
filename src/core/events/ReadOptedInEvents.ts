import { inject, injectable } from 'inversify';
import { KeyValueStorePort } from '../ports/KeyValueStorePort';
import { readOptedInEventIds } from './optedInEventIds';

/** The event ids this device remembers the member opted in to (metro_optinids). */
@injectable()
export class ReadOptedInEvents {
  constructor(@inject(KeyValueStorePort) private readonly device: KeyValueStorePort) {}

  /** Never throws: a corrupt stored value is discarded and reads as none. */
  execute(): string[] {
    return readOptedInEventIds(this.device);
  }
}
