/**
 * Requests and worlds shared by the account-mail attacks
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links").
 */
import {
  emptyMemoryState,
  type MemoryState,
} from '../../../functions/src/adapters/memory/MemoryState';
import { aJoinRequest, aVenue } from '../../functions/builders';

export const ATTACK_NOW = '2026-03-10T12:00:00Z';
export const HOME_CASINO = 6;

/** A fresh address per test: the Firestore target may keep one database across tests. */
export function uniqueEmail(who: string): string {
  return `${who}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** A world with one venue to join at. */
export function aJoinableWorld(): MemoryState {
  const state = emptyMemoryState();
  state.venues[String(HOME_CASINO)] = aVenue(HOME_CASINO);
  return state;
}

export const resetRequest = (email: string, devDomain = '') => ({
  email,
  devMode: devDomain !== '',
  devDomain,
});

export const resendRequest = (email: string, devDomain = '') => ({
  email,
  devMode: devDomain !== '',
  devDomain,
});

export const joinRequest = (email: string, changes: Record<string, unknown> = {}) =>
  aJoinRequest({ email, homeCasino: HOME_CASINO, ...changes });

/** A different caller address for the n-th call: an attacker with many addresses. */
export const rotatingCaller = (n: number) => ({ callerAddress: `198.51.100.${n % 250}` });
