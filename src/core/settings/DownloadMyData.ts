import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { personalDataFile, type PersonalDataFile } from './personalDataFile';

/**
 * Download my data (DECISIONS.md "Support and deletion: download my data"): members-downloadMyData
 * answers everything the backend holds about the member, made here into the file the screen saves.
 */
@injectable()
export class DownloadMyData {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(): Promise<PersonalDataFile> {
    const { exportedAt, data } = await this.callables.call('members-downloadMyData', {});
    return personalDataFile(exportedAt, data);
  }
}
