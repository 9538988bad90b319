import { AuthError } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';
import type { AuthUser } from '../../core/ports/AuthPort';
import { withTimeout } from './withTimeout';

/** How long a request to Auth's REST API may take before it counts as no network. */
const AUTH_REST_TIMEOUT_MS = 20_000;

/** As the SDK: a saved ID token with less than this left is refreshed before it is sent. */
const TOKEN_REFRESH_MARGIN_MS = 30_000;

/** The member Firebase Auth saved on this device, with the tokens it saved beside them. */
export interface SavedUser extends AuthUser {
  refreshToken: string;
  /** The ID token saved with the user, and when it expires (ms since the epoch). */
  idToken: { token: string; expiresAt: number } | null;
}

/**
 * The user Firebase Auth's local persistence saved (the JSON of its `User.toJSON()`), or null
 * when none is saved or it does not read as a signed-in user.
 */
export function readSavedUser(json: string | null): SavedUser | null {
  if (json === null) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(saved)) return null;
  const { uid, email, emailVerified, stsTokenManager } = saved;
  if (typeof uid !== 'string' || uid === '') return null;
  const tokens = isRecord(stsTokenManager) ? stsTokenManager : {};
  const { refreshToken, accessToken, expirationTime } = tokens;
  return {
    uid,
    email: typeof email === 'string' ? email : '',
    emailVerified: emailVerified === true,
    refreshToken: typeof refreshToken === 'string' ? refreshToken : '',
    idToken:
      typeof accessToken === 'string' && typeof expirationTime === 'number'
        ? { token: accessToken, expiresAt: expirationTime }
        : null,
  };
}

/**
 * Auth's own refusal of the saved sign-in (a login deleted or disabled, a refresh token
 * revoked), not a network failure: only the SDK answers it as Auth means it (it signs the member
 * out), so whoever meets it hands over to the SDK.
 */
export class SavedSignInRefused extends Error {
  constructor(readonly code: string) {
    super(`Firebase Auth refused the saved sign-in: ${code}`);
    this.name = 'SavedSignInRefused';
  }
}

/**
 * The member saved on this device, served over Auth's REST API while the SDK is not needed: a
 * returning member's start then downloads none of it. Their ID token is the one Auth
 * saved while it is fresh, else one refreshed with the saved refresh token (kept in memory, not
 * written back: the SDK refreshes its own when it starts); `lookup` reads the login as the SDK's
 * reload does. The saved copy itself is only ever read here: signing in and out, and every
 * refusal, stay the SDK's (DECISIONS.md "Session and sign-in").
 */
export class SavedSignIn {
  #refreshed: { refreshToken: string; token: string; expiresAt: number } | null = null;

  /**
   * `authOrigin` is the Auth emulator's origin, or null for Google's own hosts; `savedJson`
   * reads what Auth's local persistence keeps of the user.
   */
  constructor(
    private readonly where: { apiKey: string; authOrigin: string | null },
    private readonly savedJson: () => string | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** The member saved on this device, or null. */
  user(): SavedUser | null {
    return readSavedUser(this.savedJson());
  }

  /**
   * An ID token of the saved member (null when none is saved), refreshed when it is near its end
   * or `forceRefresh` asks.
   * @throws AuthError('network') without an answer; SavedSignInRefused when Auth refuses.
   */
  async idToken(forceRefresh = false): Promise<string | null> {
    const user = this.user();
    if (user === null) return null;
    const refreshed = this.#refreshed?.refreshToken === user.refreshToken ? this.#refreshed : null;
    const known = refreshed ?? user.idToken;
    if (!forceRefresh && known !== null && known.expiresAt - TOKEN_REFRESH_MARGIN_MS > this.now()) {
      return known.token;
    }
    if (user.refreshToken === '') throw new SavedSignInRefused('MISSING_REFRESH_TOKEN');
    const answer = await this.#post('securetoken.googleapis.com/v1/token', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refreshToken }),
    });
    const { id_token: token, expires_in: expiresIn } = answer;
    if (typeof token !== 'string' || !isFinite(Number(expiresIn))) {
      throw new SavedSignInRefused('MALFORMED_TOKEN_ANSWER');
    }
    const expiresAt = this.now() + Number(expiresIn) * 1000;
    this.#refreshed = { refreshToken: user.refreshToken, token, expiresAt };
    return token;
  }

  /**
   * The login behind `idToken` as Auth has it now (what the SDK's reload reads).
   * @throws AuthError('network') without an answer; SavedSignInRefused when Auth refuses.
   */
  async lookup(idToken: string): Promise<AuthUser> {
    const answer = await this.#post('identitytoolkit.googleapis.com/v1/accounts:lookup', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
    });
    const users = answer.users;
    const login: unknown = Array.isArray(users) ? users[0] : undefined;
    if (!isRecord(login) || typeof login.localId !== 'string' || login.disabled === true) {
      throw new SavedSignInRefused('USER_NOT_FOUND');
    }
    return {
      uid: login.localId,
      email: typeof login.email === 'string' ? login.email : '',
      emailVerified: login.emailVerified === true,
    };
  }

  async #post(
    endpoint: string,
    request: { headers: Record<string, string>; body: string | URLSearchParams },
  ): Promise<Record<string, unknown>> {
    const host = this.where.authOrigin ?? 'https:/';
    const url = `${host}/${endpoint}?key=${encodeURIComponent(this.where.apiKey)}`;
    const noAnswer = () => new AuthError('network', messages.login.network);
    let response: Response;
    try {
      response = await withTimeout(
        fetch(url, { method: 'POST', ...request }),
        AUTH_REST_TIMEOUT_MS,
        noAnswer,
      );
    } catch {
      throw noAnswer();
    }
    const body: unknown = await response.json().catch(() => null);
    const error = isRecord(body) && isRecord(body.error) ? body.error : null;
    if (typeof error?.message === 'string') throw new SavedSignInRefused(error.message);
    if (response.ok && isRecord(body)) return body;
    // Not Auth's answer (a captive portal's page, a proxy's error, Auth down): no answer yet, so
    // the member stays signed in from the device instead of meeting the SDK's sign-out.
    throw noAnswer();
  }
}

/** The claims of an ID token (its payload, as the SDK's getIdTokenResult reads it). */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRecord(claims) ? claims : {};
  } catch {
    return {};
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
