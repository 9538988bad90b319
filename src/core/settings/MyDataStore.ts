import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { describeProblem } from '../kernel/describeProblem';
import { FunctionError } from '../kernel/FunctionError';
import { newErrorReference } from '../kernel/errorReference';
import { myDataMessages } from './myDataMessages';
import { ConnectivityPort } from '../ports/ConnectivityPort';
import { DownloadMyData } from './DownloadMyData';
import type { PersonalDataFile } from './personalDataFile';
import type { PersonalDataSummary } from './personalDataSummary';

/**
 * Settings > Your data: the member asks for their copy; the screen saves the file this
 * answers, says so and shows what it holds. Offline, nothing is asked: the member is told it
 * needs a connection.
 */
@injectable()
export class MyDataStore {
  preparing = false;
  /** What the last try said: the saved file's name, or what went wrong, in the member's words. */
  status: { kind: 'saved' | 'problem'; text: string } | null = null;
  /**
   * The readable summary of the last copy. Held in memory only, never on the device, and
   * dropped by clear() (leaving the page, signing out): it is the member's most sensitive data.
   */
  summary: PersonalDataSummary | null = null;
  /** Bumped by clear(), so a copy answered after the member left the page is not kept. */
  #generation = 0;
  readonly #download: DownloadMyData;
  readonly #connectivity: ConnectivityPort;

  constructor(
    @inject(DownloadMyData) download: DownloadMyData,
    @inject(ConnectivityPort) connectivity: ConnectivityPort,
  ) {
    this.#download = download;
    this.#connectivity = connectivity;
    makeAutoObservable(this);
  }

  /** @returns the file to save, or null when there is none (offline, refused, failed). */
  async download(): Promise<PersonalDataFile | null> {
    if (this.preparing) return null;
    if (!this.#connectivity.isOnline()) {
      this.status = { kind: 'problem', text: myDataMessages.offline };
      return null;
    }
    this.preparing = true;
    this.status = null;
    this.summary = null;
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    try {
      const copy = await this.#download.execute();
      runInAction(() => {
        if (!current()) return;
        this.status = { kind: 'saved', text: myDataMessages.saved(copy.file.fileName) };
        this.summary = copy.summary;
      });
      return copy.file;
    } catch (error) {
      runInAction(() => {
        if (current()) this.status = { kind: 'problem', text: this.#problemWith(error) };
      });
      return null;
    } finally {
      runInAction(() => {
        if (current()) this.preparing = false;
      });
    }
  }

  #problemWith(error: unknown): string {
    if (!this.#connectivity.isOnline()) return myDataMessages.offline;
    // The day's copies are spent: the server's message says when the member may try again.
    if (error instanceof FunctionError && error.code === 'resource-exhausted' && error.message) {
      return error.message;
    }
    return describeProblem(error, myDataMessages.failed, newErrorReference).message;
  }

  clear(): void {
    this.#generation += 1;
    this.preparing = false;
    this.status = null;
    this.summary = null;
  }
}
