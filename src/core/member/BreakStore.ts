import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BreakPeriod } from '@met/scheme';
import { describeProblem } from '../kernel/describeProblem';
import { newErrorReference } from '../kernel/errorReference';
import { takeBreakMessages } from './takeBreakMessages';
import { MemberStore } from './MemberStore';
import { TakeBreak } from './TakeBreak';

/**
 * The safer-gambling page's 'Take a break': the member picks a period, confirms once,
 * and the server's answer (the member's record with the break's end) replaces the member on
 * screen, so home and every screen hide what the break pauses at once.
 */
@injectable()
export class BreakStore {
  /** The period chosen and awaiting the one confirmation, or null. */
  confirming: BreakPeriod | null = null;
  sending = false;
  /** What went wrong with the last try, in the member's words. */
  problem: string | null = null;
  readonly #member: MemberStore;
  readonly #takeBreak: TakeBreak;

  constructor(@inject(MemberStore) member: MemberStore, @inject(TakeBreak) takeBreak: TakeBreak) {
    this.#member = member;
    this.#takeBreak = takeBreak;
    makeAutoObservable(this);
  }

  /** Asks for the one confirmation of `period`. */
  choose(period: BreakPeriod): void {
    this.confirming = period;
    this.problem = null;
  }

  cancel(): void {
    this.confirming = null;
    this.problem = null;
  }

  /** Takes the confirmed break. @returns true when the server started (or kept) it. */
  async confirm(): Promise<boolean> {
    const period = this.confirming;
    if (period === null || this.sending) return false;
    this.sending = true;
    this.problem = null;
    try {
      await this.#takeBreak.execute(period, this.#member.location);
      runInAction(() => {
        this.confirming = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.problem = describeProblem(error, takeBreakMessages.failed, newErrorReference).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  clear(): void {
    this.confirming = null;
    this.sending = false;
    this.problem = null;
  }
}
