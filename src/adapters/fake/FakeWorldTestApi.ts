import type { CallableName } from '@met/scheme/contract';
import type { FunctionErrorCode } from '../../core/kernel/functionErrors';
import type { FakeWorld } from './world/FakeWorld';
import type { AnswerSource, FaultInjector, LostAnswerCode } from './world/FaultInjector';

/** A mail of the demo outbox; `link` is the verification or reset link, on this app's origin. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  link?: string;
  sentAt: string;
}

/** window.__metFakeWorld: what tests and the Demo panel use to steer the fake world. */
export interface FakeWorldTestApi {
  /** A freshly seeded world, as a fresh browser context has: signed out, no faults. */
  reset(): Promise<void>;
  failNext(callable: CallableName, code: FunctionErrorCode, message?: string): void;
  /** `code` null stops the failures. */
  failAlways(callable: CallableName, code: FunctionErrorCode | null, message?: string): void;
  /**
   * The next request to `source` (a callable, or 'users/{uid}.gameOptin' for the game opt-in
   * write) is carried out by the backend, then its answer is lost: 'unavailable' (default) or
   * 'deadline-exceeded' after the 70 s timeout.
   */
  loseNextAnswer(source: AnswerSource, code?: LostAnswerCode): void;
  setLatency(ms: number): void;
  setOffline(on: boolean): void;
  /** Every mail sent, oldest first; empty until the world has loaded. */
  outbox(): OutboxEntry[];
  clearFaults(): void;
  /**
   * The member with membership number `customerNumber` is suspended (or no longer, `on` false)
   * from now on, as the casino's system would do between two visits.
   */
  setSuspended(customerNumber: string, on: boolean): Promise<void>;
  /** Requests sent to `callable` since the page loaded, failed ones included (not zeroed by reset). */
  calls(callable: CallableName): number;
}

declare global {
  interface Window {
    __metFakeWorld?: FakeWorldTestApi;
    /**
     * Set by a test before the page's scripts run, to hold the network back from the app's
     * very first call, across a reload (faults otherwise live in memory only).
     */
    __metFakeWorldAtStart?: { latencyMs?: number };
  }
}

export function createFakeWorldTestApi(world: FakeWorld, faults: FaultInjector): FakeWorldTestApi {
  return {
    async reset() {
      faults.clear();
      await world.reset();
    },
    failNext: (callable, code, message) => faults.failNext(callable, code, message),
    failAlways: (callable, code, message) => faults.failAlways(callable, code, message),
    loseNextAnswer: (source, code) => faults.loseNextAnswer(source, code),
    setLatency: (ms) => faults.setLatency(ms),
    setOffline: (on) => faults.setOffline(on),
    setSuspended: (customerNumber, on) =>
      world.run(async (backend) => {
        for (const member of Object.values(backend.state.members)) {
          if (member.customer_number === customerNumber) member.suspended = on;
        }
      }),
    outbox: () =>
      (world.state?.outbox ?? []).map(({ to, subject, text, link, sentAt }) => ({
        to,
        subject,
        text,
        ...(link === undefined ? {} : { link }),
        sentAt,
      })),
    clearFaults: () => faults.clear(),
    calls: (callable) => faults.calls(callable),
  };
}
