import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DeskReading } from './DeskReading';
import { ClockPort } from '../ports/ClockPort';
import {
  type DeskStatus,
  emptyCodeStatus,
  outcomeStatus,
  problemStatus,
  readingStatus,
} from './deskStatus';
import { ReadDeskCode } from './ReadDeskCode';
import { RedeemAtDesk, type RedeemOutcome } from './RedeemAtDesk';

/**
 * - idle: waiting for a code (scanned or typed).
 * - reading: a code is being checked.
 * - read: the member (and the voucher) are on screen.
 * - redeeming: Redeem was pressed.
 * - redeemed: the outcome of Redeem is on screen, with "Scan the next code".
 */
export type DeskPhase = 'idle' | 'reading' | 'read' | 'redeeming' | 'redeemed';

/** The casino's desk: one code at a time, scanned or typed, read, then redeemed once. */
@injectable()
export class DeskStore {
  /** What is in the typed field: kept until a code it holds has been read. */
  typed = '';
  phase: DeskPhase = 'idle';
  /** The code on screen and what the backend read in it. */
  code: string | null = null;
  reading: DeskReading | null = null;
  outcome: RedeemOutcome | null = null;
  /** Why the last code could not be read or redeemed: its status line and the desk's sentence. */
  failure: DeskStatus | null = null;
  readonly #read: ReadDeskCode;
  readonly #redeem: RedeemAtDesk;
  readonly #clock: ClockPort;
  /** The last code the camera saw: a code in view is read once, not on every frame. */
  #lastScan: string | null = null;

  constructor(
    @inject(ReadDeskCode) read: ReadDeskCode,
    @inject(RedeemAtDesk) redeem: RedeemAtDesk,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#read = read;
    this.#redeem = redeem;
    this.#clock = clock;
    makeAutoObservable(this);
  }

  setTyped(value: string): void {
    this.typed = value;
  }

  /** The typed field's Check button (or Enter): the same as a scan. */
  async submitTyped(): Promise<void> {
    const code = this.typed.trim();
    if (code === '') {
      this.failure = emptyCodeStatus;
      return;
    }
    if (await this.#readCode(code)) runInAction(() => (this.typed = ''));
  }

  /**
   * The camera saw `text`. The same code stays in view while its reading is on screen, so it is
   * read once; a code seen while another is being checked or redeemed waits for the next frame.
   */
  async scanned(text: string): Promise<void> {
    const code = text.trim();
    if (code === '' || this.phase === 'reading' || this.phase === 'redeeming') return;
    if (code === this.#lastScan) return;
    this.#lastScan = code;
    await this.#readCode(code);
  }

  /** Redeem, once; a second press anywhere answers when and where it was redeemed. */
  async redeem(): Promise<void> {
    const code = this.code;
    if (code === null || this.phase !== 'read') return;
    this.phase = 'redeeming';
    this.failure = null;
    try {
      const outcome = await this.#redeem.execute(code);
      runInAction(() => {
        this.outcome = outcome;
        this.phase = 'redeemed';
      });
    } catch (error) {
      runInAction(() => {
        this.failure = problemStatus(error, 'redeem');
        this.phase = 'read';
      });
    }
  }

  /** "Scan the next code": the screen is cleared for the next member. */
  next(): void {
    this.phase = 'idle';
    this.code = null;
    this.reading = null;
    this.outcome = null;
    this.failure = null;
    this.#lastScan = null;
  }

  /** Why the last code could not be read or redeemed, worded for the desk, else null. */
  get problem(): string | null {
    return this.failure?.detail ?? null;
  }

  /**
   * What the screen says first: why the last code failed, else what Redeem did, else what the
   * code on screen is; null while waiting for a code.
   */
  get status(): DeskStatus | null {
    if (this.failure !== null) return this.failure;
    const now = this.#clock.now();
    if (this.phase === 'redeemed' && this.outcome !== null) return outcomeStatus(this.outcome, now);
    if (this.reading !== null && this.phase !== 'reading') return readingStatus(this.reading, now);
    return null;
  }

  /** True when the code was read; false (with `problem` set) when not. */
  async #readCode(code: string): Promise<boolean> {
    this.phase = 'reading';
    this.failure = null;
    try {
      const reading = await this.#read.execute(code);
      runInAction(() => {
        this.code = code;
        this.reading = reading;
        this.outcome = null;
        this.phase = 'read';
      });
      return true;
    } catch (error) {
      // The member of the code before is not left on screen under another code's refusal.
      // A refused code still in front of the camera is not read again on every frame.
      const seen = this.#lastScan;
      runInAction(() => {
        this.next();
        this.#lastScan = seen;
        this.failure = problemStatus(error, 'read');
      });
      return false;
    }
  }
}
