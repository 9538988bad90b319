import type { CallableName } from '@met/scheme/contract';
import {
  createVoucherPayload,
  type MemoryState,
  voucherCodeExpiry,
} from 'met-rewards-functions/in-memory';
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

/**
 * A usage event the backend kept (analytics-recordEngagement), as stored: what the app sent, the
 * venue, the London day, the server's time and the record's expiry, and no identity.
 */
export type KeptEngagement = NonNullable<MemoryState['engagementEvents']>[number];

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
  /**
   * Every usage event the backend kept, oldest first, as stored (with the member's consent
   * only); empty until the world has loaded. Reset empties it.
   */
  engagements(): KeptEngagement[];
  clearFaults(): void;
  /**
   * The member with membership number `customerNumber` is suspended (or no longer, `on` false)
   * from now on, as the casino's system would do between two visits.
   */
  setSuspended(customerNumber: string, on: boolean): Promise<void>;
  /** Requests sent to `callable` since the page loaded, failed ones included (not zeroed by reset). */
  calls(callable: CallableName): number;
  /**
   * A casino's desk redeems a member's voucher: the login `staffEmail` (by default the
   * seeded desk@example.com) presses Redeem, through the backend's own desk-redeem, on the code
   * the app of the login `memberEmail` would show for `voucherId` now. Rejects with the desk's
   * refusal (e.g. already-exists 'Already redeemed at ...').
   */
  redeemAtDesk(memberEmail: string, voucherId: string, staffEmail?: string): Promise<void>;
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
    engagements: () => structuredClone(world.state?.engagementEvents ?? []),
    clearFaults: () => faults.clear(),
    calls: (callable) => faults.calls(callable),
    redeemAtDesk: (memberEmail, voucherId, staffEmail = 'desk@example.com') =>
      world.run(async (backend) => {
        const login = (email: string) => {
          const user = Object.values(backend.state.identityUsers).find(
            (candidate) => candidate.email === email,
          );
          if (user === undefined) throw new Error(`No login ${email} in the fake world`);
          return user;
        };
        const member = login(memberEmail);
        const staff = login(staffEmail);
        const now = world.now();
        const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
        const lastDay = backend.state.vouchers[voucherId]?.expiresOn ?? '9999-12-31';
        const code = await createVoucherPayload(backend.deps.signer, {
          voucherId,
          uid: member.uid,
          issuedAt,
          expiresAt: voucherCodeExpiry(issuedAt, lastDay),
        });
        const { uid, email, emailVerified, customClaims } = staff;
        // As the desk's ID token after it signed in with its password.
        const auth = {
          uid,
          email,
          emailVerified,
          signInMethod: 'password' as const,
          ...customClaims,
        };
        await backend.handlers['desk-redeem']({ code }, { auth, callerAddress: 'the-desk' });
      }),
  };
}
