/**
 * The backends the abuse attacks (DECISIONS.md "Security and abuse limits: bounded requests") run
 * against. Every attack is written once, as an `AttackSuite` in `tests/hostile/abuse/*.attacks.ts`,
 * and runs twice: on the in-memory backend (tests/hostile/attacks/abuse.test.ts, the "Node suites"
 * stage) and on the same services over the Firestore adapters and Firebase Auth, under the
 * emulators (tests/hostile/emulators/abuse.test.ts, the "Firestore-backed attacks" stage). The
 * hostile summary prints each attack under its own name, once per backend.
 */
import { expect } from 'vitest';
import {
  type CallableName,
  type CallableResponse,
  type CallContext,
  type StaffClaim,
  CallableError,
} from '@met/scheme/contract';
import type { FixedClock } from '../../functions/doubles/FixedClock';
import type { MemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { DeskAuditEntry } from '../../../functions/src/ports/DeskAudit';
import type { Mail } from '../../../functions/src/ports/Mailer';
import type { Backend, BackendAdapters } from '../../../functions/src/wiring';
import type { AttackWallets } from './attackWallets';

export const ATTACK_PASSWORD = 'Correct-Horse-Battery-9';

/**
 * How an attack's login signs in: its password, a custom token the backend minted without the
 * passkey claim, or a passkey sign-in's custom token (developer claim `passkey: true`).
 */
export type AttackSignIn = 'password' | 'custom-token' | 'passkey';

/** A login made for an attack: its uid and the CallContext its ID token gives. */
export interface AttackLogin {
  uid: string;
  ctx: CallContext;
}

/** One stored limiter record (rateLimits/{id}): how many uses it holds and when it expires. */
export interface StoredLimiterRecord {
  id: string;
  uses: number;
  /** Absent for a record that would stay for ever. */
  expiresAt: Date | undefined;
}

/** One backend, seeded, started for one test. */
export interface AttackBackend {
  /** 'in-memory' or 'Firestore': goes into every tally subject. */
  readonly label: string;
  /** The handlers and services, exactly as Cloud Functions and the fake world compose them. */
  readonly backend: Backend;
  /** The adapters the services run on: read state through them to check what an attack left. */
  readonly adapters: BackendAdapters;
  /** The backend's clock: it moves only when told. */
  readonly clock: FixedClock;
  /**
   * The membership card's wallets (DECISIONS.md "Card and wallets"), made with throwaway keys, and
   * what they left.
   */
  readonly wallets: AttackWallets;
  /** Every mail handed to the mailer since the start, oldest first. */
  mails(): Promise<Mail[]>;
  /**
   * A login with a users/{uid} profile (verified unless told), linked to `memberships`. Its ctx is
   * a password sign-in's; with `signIn`, the login (given the `staff` claim first, if told) signs
   * in that way through the identity provider and its ctx is what that sign-in's ID token gives
   * (Firebase: the Auth emulator's token, read by the hosted toCallContext).
   */
  login(
    email: string,
    options?: {
      verified?: boolean;
      memberships?: string[];
      staff?: StaffClaim;
      signIn?: AttackSignIn;
    },
  ): Promise<AttackLogin>;
  /** Every desk audit entry (deskAudit), oldest first. */
  deskAudit(): Promise<DeskAuditEntry[]>;
  /** Every record the rate limiter holds, read from where the backend stores them. */
  limiterRecords(): Promise<StoredLimiterRecord[]>;
  /** The member deletes their login: the identity provider deletes it, then its trigger runs. */
  deleteLogin(uid: string): Promise<void>;
}

/** A kind of backend: starts a fresh one from a seed world. */
export interface AttackTarget {
  readonly label: 'in-memory' | 'Firestore';
  /** Why this target cannot run here (printed, and its suites skipped), or null. */
  skipReason(): string | null;
  /** A backend whose database holds `seed` (members, venues, vouchers, games…) at `now`. */
  start(seed: MemoryState, now: string): Promise<AttackBackend>;
}

/** Registers its tests (describe/it) for one target. One file per attack. */
export type AttackSuite = (target: AttackTarget) => void;

/** The tally subject of an attack on one backend: "<attack> · <backend>". */
export const attackSubject = (attack: string, target: Pick<AttackTarget, 'label'>) =>
  `${attack} · ${target.label}`;

export type Outcome<K extends CallableName> =
  { answered: CallableResponse<K> } | { refused: CallableError };

/** Calls a handler as Cloud Functions would, and returns its answer or its CallableError. */
export async function attempt<K extends CallableName>(
  world: AttackBackend,
  name: K,
  request: unknown,
  ctx: CallContext = {},
): Promise<Outcome<K>> {
  try {
    return { answered: await world.backend.handlers[name](request, ctx) };
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    return { refused: error as CallableError };
  }
}

/** Calls a handler that must refuse, and returns the refusal (fails the check if it answered). */
export async function refusal(
  world: AttackBackend,
  name: CallableName,
  request: unknown,
  ctx: CallContext = {},
): Promise<CallableError> {
  const outcome = await attempt(world, name, request, ctx);
  if ('answered' in outcome) {
    throw new Error(`${name} answered ${JSON.stringify(outcome.answered)} instead of refusing`);
  }
  return outcome.refused;
}
