import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { personalDataFile, type PersonalDataFile } from './personalDataFile';
import { personalDataSummary, type PersonalDataSummary } from './personalDataSummary';

/** The member's copy: the file the screen saves, and the summary it shows beside it. */
export interface PersonalDataCopy {
  file: PersonalDataFile;
  summary: PersonalDataSummary;
}

/**
 * Download my data (DECISIONS.md "Support and deletion: download my data"): members-downloadMyData
 * answers everything the backend holds about the member, made here into the file the screen saves
 * and a summary a member can read on a phone.
 */
@injectable()
export class DownloadMyData {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(): Promise<PersonalDataCopy> {
    const { exportedAt, data } = await this.callables.call('members-downloadMyData', {});
    return {
      file: personalDataFile(exportedAt, data),
      summary: personalDataSummary(exportedAt, data),
    };
  }
}
