/**
 * What the Auth deletion trigger knows of a deleted login, and which limiter records hold it:
 * account deletion forgets every one of them (DECISIONS.md "Support and deletion").
 */
import { guessKeys, guessLimitKeysFor } from './guessLimits';
import { mailLimitKeysFor } from './mailLimits';
import { supportTicketLimiterKeyOfLogin } from './supportTickets';

export interface DeletedLogin {
  uid: string;
  /** Absent for a login that had no email (the provider's record may lack one). */
  email?: string;
}

/**
 * Every limiter key that names the login or its email: mail limits per recipient, guess limits
 * per email and per login, and support tickets per login. Keys that name a membership number or
 * a caller's address are not the login's and stay.
 */
export function limiterKeysOfDeletedLogin(login: DeletedLogin): string[] {
  const keys = [supportTicketLimiterKeyOfLogin(login.uid), guessKeys.login(login.uid)];
  if (login.email) keys.push(...mailLimitKeysFor(login.email), ...guessLimitKeysFor(login.email));
  return keys;
}
