import * as logger from 'firebase-functions/logger';
import { onCall, type CallableOptions } from 'firebase-functions/v2/https';
import {
  staffClaimOf,
  type CallableName,
  type CallContext,
  type SignInMethod,
} from '@met/scheme/contract';
import { getBackend } from './backend';
import type { HostedBackend } from './createBackend';
import { toHttpsError } from './callableErrors';
import { callerAddressOf, type CallerRequest } from './callerAddress';
import { REGION } from './params';

/** What onCall hands a handler as request.auth (a verified Firebase ID token). */
export interface CallerAuth {
  uid: string;
  token: {
    email?: string;
    email_verified?: boolean;
    auth_time?: number;
    staff?: unknown;
    /** Firebase's own claims: `sign_in_provider` is 'password', 'custom', 'google.com'… */
    firebase?: { sign_in_provider?: string };
    /** A developer claim of the custom token the login signed in with (a passkey sign-in's). */
    passkey?: unknown;
  };
}

/**
 * How the login signed in, from the ID token: its password, or a custom token carrying the
 * passkey sign-in's developer claim; any other provider or custom token is 'other'.
 */
function signInMethodOf(token: CallerAuth['token']): SignInMethod {
  const provider = token.firebase?.sign_in_provider;
  if (provider === 'password') return 'password';
  if (provider === 'custom' && token.passkey === true) return 'passkey';
  return 'other';
}

/**
 * request.auth as the contract's CallContext: uid, email and email_verified from the token, the
 * staff claim when it has the right shape, and the caller's IP address when the request has one.
 */
export function toCallContext(auth: CallerAuth | undefined, callerAddress?: string): CallContext {
  const address = callerAddress ? { callerAddress } : {};
  if (!auth) return address;
  const staff = staffClaimOf(auth.token.staff);
  return {
    auth: {
      uid: auth.uid,
      email: auth.token.email ?? '',
      emailVerified: auth.token.email_verified === true,
      // When the login last proved itself, in seconds: adding a passkey needs it recent.
      ...(typeof auth.token.auth_time === 'number'
        ? { authTime: new Date(auth.token.auth_time * 1000).toISOString() }
        : {}),
      // The desk: set only by the operator's command, never by the login itself.
      ...(staff ? { staff } : {}),
      // The desk honours the staff claim only after a password or passkey sign-in.
      signInMethod: signInMethodOf(auth.token),
    },
    ...address,
  };
}

/**
 * What onCall hands a handler, as the contract's CallContext: the verified ID token's login and
 * the caller's address read from the HTTP request by callerAddressOf (the address Google's front
 * end appended, never one the client wrote; DECISIONS.md "Security and abuse limits: who the
 * caller is").
 */
export function callContextOf(request: {
  auth?: CallerAuth | undefined;
  rawRequest: CallerRequest;
}): CallContext {
  return toCallContext(request.auth, callerAddressOf(request.rawRequest));
}

/**
 * One callable of the contract as a Cloud Functions v2 onCall in europe-west2, served by the
 * handler of `name` on the backend `backend` answers (getBackend; the wallet callable passes
 * getWalletBackend, the one built with the wallets' keys its secrets grant).
 */
export function callable<K extends CallableName>(
  name: K,
  options: CallableOptions = {},
  backend: () => Promise<HostedBackend> = getBackend,
) {
  return onCall({ ...options, region: REGION }, async (request) => {
    try {
      const { handlers } = await backend();
      return await handlers[name](request.data, callContextOf(request));
    } catch (error) {
      throw toHttpsError(error, name, (message, fields) => logger.error(message, fields));
    }
  });
}
