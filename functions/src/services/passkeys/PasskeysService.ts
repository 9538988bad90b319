import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_LIFETIME_MS,
  PASSKEY_RECENT_SIGN_IN_MS,
  PASSKEYS_PER_MEMBER_MAX,
} from '@met/scheme';
import {
  CallableError,
  type CallContext,
  type CallerIdentity,
  type PasskeyCredentialJson,
  type PasskeyOptions,
  type PasskeySummary,
} from '@met/scheme/contract';
import type { BackendConfig } from '../../ports/BackendConfig';
import type { Clock } from '../../ports/Clock';
import { passkeyAddedMail, passkeyRemovalLink } from '../../domain/passkeyMails';
import type { IdentityAdmin, IdentityUser } from '../../ports/IdentityAdmin';
import type { Mailer } from '../../ports/Mailer';
import type { PasskeyChallenge, Passkeys, StoredPasskey } from '../../ports/Passkeys';
import type { RateLimiter } from '../../ports/RateLimiter';
import type { CallerAccess } from '../CallerAccess';
import type { Request, Response } from '../callableTypes';
import { PASSKEY_MESSAGES } from './passkeyMessages';
import { relyingPartyOf } from './relyingParty';

/**
 * Anonymous passkey calls from one address: a sign-in costs two (options, then verify), so 30 in
 * 15 minutes is fifteen sign-ins, more than a casino's shared Wi-Fi sees from one device.
 */
export const PASSKEY_CALLS_PER_CALLER = { limit: 30, windowMs: 15 * 60 * 1000 };

/**
 * Passkeys one member may add in a day. Each add mails the member (never held back by the mailbox
 * limits: a warning an intruder could crowd out would be no warning), so this bounds those mails.
 */
const PASSKEYS_ADDED_PER_DAY = { limit: 10, windowMs: 24 * 60 * 60 * 1000 };

/** The developer claim a passkey sign-in's custom token carries into the ID token. */
const PASSKEY_SIGN_IN_CLAIMS = { passkey: true } as const;

/** The UV flag of WebAuthn authenticator data (its 33rd byte): the device checked its user. */
const USER_VERIFIED = 0x04;

/**
 * Passkeys: adding one (a verified, linked, ungated member, signed in within the last
 * 5 minutes), signing in with one (an anonymous call answered with a custom token, refused for a
 * gated membership with the gate's message), listing and removing them. WebAuthn itself is
 * @simplewebauthn/server's; challenges are single-use and live PASSKEY_CHALLENGE_LIFETIME_MS.
 */
export class PasskeysService {
  constructor(
    private readonly passkeys: Passkeys,
    private readonly access: CallerAccess,
    private readonly identity: IdentityAdmin,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: BackendConfig,
    private readonly mailer: Mailer,
  ) {}

  async registrationOptions(ctx: CallContext): Response<'passkeys-registrationOptions'> {
    const { caller, member } = await this.access.requireMember(ctx);
    const login = await this.requireLogin(caller.uid);
    this.requireRecentSignIn(caller, login);
    const existing = await this.liveFor(login);
    if (existing.length >= PASSKEYS_PER_MEMBER_MAX) {
      throw new CallableError('resource-exhausted', PASSKEY_MESSAGES.tooMany);
    }
    const rp = relyingPartyOf(this.config);
    const { generateRegistrationOptions } = await webAuthn();
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: caller.email,
      userDisplayName: `${member.first_name} ${member.last_name}`.trim(),
      userID: new TextEncoder().encode(caller.uid),
      attestationType: 'none',
      excludeCredentials: existing.map(({ id, transports }) => ({
        id,
        transports: transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
    });
    await this.passkeys.saveChallenge(this.challenge(options.challenge, 'register', caller.uid));
    return asJson(options);
  }

  async verifyRegistration(
    request: Request<'passkeys-verifyRegistration'>,
    ctx: CallContext,
  ): Response<'passkeys-verifyRegistration'> {
    const { caller } = await this.access.requireMember(ctx);
    const login = await this.requireLogin(caller.uid);
    this.requireRecentSignIn(caller, login);
    const challenge = await this.takeChallenge(request.credential, 'register');
    // A challenge handed to one login adds nothing to another's account.
    if (challenge.uid !== caller.uid) {
      throw new CallableError('permission-denied', PASSKEY_MESSAGES.requestExpired);
    }
    const rp = relyingPartyOf(this.config);
    const library = await webAuthn();
    requireUserVerified(registrationAuthData(library, request.credential));
    const { verifyRegistrationResponse, isoBase64URL } = library;
    const verification = await refusedUnlessChecked(() =>
      verifyRegistrationResponse({
        response: request.credential as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }),
    );
    if (!verification.verified) {
      throw new CallableError('permission-denied', PASSKEY_MESSAGES.notChecked);
    }
    const { credential } = verification.registrationInfo;
    if (await this.passkeys.find(credential.id)) {
      throw new CallableError('aborted', PASSKEY_MESSAGES.alreadyAdded);
    }
    const passkey: StoredPasskey = {
      id: credential.id,
      uid: caller.uid,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: request.name,
      createdAt: this.clock.now().toISOString(),
      lastUsedAt: null,
      passwordEpoch: login.passwordChangedAt ?? null,
    };
    await this.countAdd(caller.uid);
    await this.passkeys.add(passkey);
    await this.tellMember(login, passkey);
    return { success: true, passkey: summaryOf(passkey) };
  }

  async authenticationOptions(ctx: CallContext): Response<'passkeys-authenticationOptions'> {
    await this.limitCaller(ctx);
    const rp = relyingPartyOf(this.config);
    const { generateAuthenticationOptions } = await webAuthn();
    // No allowCredentials: the passkey names its member (a discoverable credential).
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_LIFETIME_MS,
    });
    await this.passkeys.saveChallenge(this.challenge(options.challenge, 'authenticate'));
    return asJson(options);
  }

  async verifyAuthentication(
    request: Request<'passkeys-verifyAuthentication'>,
    ctx: CallContext,
  ): Response<'passkeys-verifyAuthentication'> {
    await this.limitCaller(ctx);
    const challenge = await this.takeChallenge(request.credential, 'authenticate');
    const library = await webAuthn();
    const passkey = await this.passkeys.find(request.credential.id);
    if (!passkey || !userHandleNames(library, request.credential, passkey.uid)) {
      throw new CallableError('not-found', PASSKEY_MESSAGES.notRecognised);
    }
    requireUserVerified(assertionAuthData(library, request.credential));
    const { verifyAuthenticationResponse, isoBase64URL } = library;
    const rp = relyingPartyOf(this.config);
    const verification = await refusedUnlessChecked(() =>
      verifyAuthenticationResponse({
        response: request.credential as AuthenticationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      }),
    );
    await this.refuseIfPasswordChanged(passkey);
    const now = this.clock.now().toISOString();
    const { newCounter } = verification.authenticationInfo;
    if (
      !verification.verified ||
      !(await this.passkeys.recordUse(passkey.id, passkey.counter, newCounter, now))
    ) {
      throw new CallableError('permission-denied', PASSKEY_MESSAGES.notChecked);
    }
    await this.refuseAsAfterPasswordSignIn(passkey.uid);
    const customToken = await this.identity.createCustomToken(passkey.uid, {
      ...PASSKEY_SIGN_IN_CLAIMS,
    });
    return { success: true, customToken };
  }

  async list(ctx: CallContext): Response<'passkeys-list'> {
    const caller = this.access.requireSignedIn(ctx);
    const login = await this.identity.getUser(caller.uid);
    const passkeys = login ? await this.liveFor(login) : [];
    passkeys.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { passkeys: passkeys.map(summaryOf) };
  }

  async remove(request: Request<'passkeys-remove'>, ctx: CallContext): Response<'passkeys-remove'> {
    const caller = this.access.requireSignedIn(ctx);
    if (!(await this.passkeys.remove(caller.uid, request.id))) {
      throw new CallableError('not-found', PASSKEY_MESSAGES.notFound);
    }
    return { success: true };
  }

  private async requireLogin(uid: string): Promise<IdentityUser> {
    const login = await this.identity.getUser(uid);
    if (!login) throw new CallableError('permission-denied', PASSKEY_MESSAGES.signInAgain);
    return login;
  }

  /** The login's passkeys that still work; those a password change has ended are removed. */
  private async liveFor(login: IdentityUser): Promise<StoredPasskey[]> {
    const passkeys = await this.passkeys.listFor(login.uid);
    const ended = passkeys.filter((passkey) => endedByPasswordChange(passkey, login));
    await Promise.all(ended.map(({ id }) => this.passkeys.remove(login.uid, id)));
    return passkeys.filter((passkey) => !ended.includes(passkey));
  }

  /**
   * A passkey added before the login's last password change (a reset, done by the app with the
   * client SDK, or a change) is removed and refused: whoever added it may have been an intruder.
   */
  private async refuseIfPasswordChanged(passkey: StoredPasskey): Promise<void> {
    const login = await this.identity.getUser(passkey.uid);
    if (!login) throw new CallableError('not-found', PASSKEY_MESSAGES.notRecognised);
    if (!endedByPasswordChange(passkey, login)) return;
    await this.passkeys.remove(passkey.uid, passkey.id);
    throw new CallableError('permission-denied', PASSKEY_MESSAGES.passwordChanged);
  }

  private async countAdd(uid: string): Promise<void> {
    const { limit, windowMs } = PASSKEYS_ADDED_PER_DAY;
    const key = `passkey:added:${uid}`;
    if (!(await this.rateLimiter.tryConsume(key, limit, windowMs, this.clock.now()))) {
      throw new CallableError('resource-exhausted', PASSKEY_MESSAGES.tooManyAddedToday);
    }
  }

  /**
   * Mails the member about the passkey just added, with the link that removes it. A passkey is
   * kept only if its mail went: if sending fails, it is removed again and the add refused.
   */
  private async tellMember(login: IdentityUser, passkey: StoredPasskey): Promise<void> {
    const link = passkeyRemovalLink(this.config.productionOrigin, passkey.id);
    try {
      await this.mailer.send(passkeyAddedMail(login.email, passkey, link));
    } catch (error) {
      await this.passkeys.remove(passkey.uid, passkey.id);
      throw error;
    }
  }

  /** A disabled login or a gated membership is refused with the message a password sign-in ends in. */
  private async refuseAsAfterPasswordSignIn(uid: string): Promise<void> {
    const login = await this.identity.getUser(uid);
    if (!login) throw new CallableError('not-found', PASSKEY_MESSAGES.notRecognised);
    if (login.disabled) throw new CallableError('permission-denied', PASSKEY_MESSAGES.disabled);
    const auth = { uid, email: login.email, emailVerified: login.emailVerified };
    await this.access.requireMember({ auth });
  }

  /**
   * Adding needs a sign-in within PASSKEY_RECENT_SIGN_IN_MS, and one made after the login's last
   * password change: a session from before a reset (an intruder's) adds nothing after it.
   */
  private requireRecentSignIn(caller: CallerIdentity, login: IdentityUser): void {
    const signedInAt = caller.authTime === undefined ? NaN : Date.parse(caller.authTime);
    const age = this.clock.now().getTime() - signedInAt;
    const changedAt =
      login.passwordChangedAt === undefined ? -Infinity : Date.parse(login.passwordChangedAt);
    // Both instants to the second: Firebase's auth_time and tokensValidAfterTime are seconds.
    const afterChange = Math.floor(signedInAt / 1000) >= Math.floor(changedAt / 1000);
    if (!(age <= PASSKEY_RECENT_SIGN_IN_MS) || !afterChange) {
      throw new CallableError('permission-denied', PASSKEY_MESSAGES.signInAgain, {
        reauthenticate: true,
      });
    }
  }

  private async limitCaller(ctx: CallContext): Promise<void> {
    const { limit, windowMs } = PASSKEY_CALLS_PER_CALLER;
    const key = `passkey:caller:${ctx.callerAddress ?? 'unknown'}`;
    if (!(await this.rateLimiter.tryConsume(key, limit, windowMs, this.clock.now()))) {
      throw new CallableError('resource-exhausted', PASSKEY_MESSAGES.tooManyTries);
    }
  }

  private challenge(
    challenge: string,
    purpose: PasskeyChallenge['purpose'],
    uid?: string,
  ): PasskeyChallenge {
    const expiresAt = new Date(this.clock.now().getTime() + PASSKEY_CHALLENGE_LIFETIME_MS);
    return { challenge, purpose, ...(uid ? { uid } : {}), expiresAt: expiresAt.toISOString() };
  }

  /** The challenge the credential answers, taken (single use): refused when unknown or expired. */
  private async takeChallenge(
    credential: PasskeyCredentialJson,
    purpose: PasskeyChallenge['purpose'],
  ): Promise<PasskeyChallenge> {
    const answered = challengeOf(await webAuthn(), credential);
    const taken = answered === undefined ? undefined : await this.passkeys.takeChallenge(answered);
    if (
      !taken ||
      taken.purpose !== purpose ||
      Date.parse(taken.expiresAt) <= this.clock.now().getTime()
    ) {
      throw new CallableError('permission-denied', PASSKEY_MESSAGES.requestExpired);
    }
    return taken;
  }
}

type WebAuthnLibrary = Awaited<ReturnType<typeof webAuthn>>;

/**
 * @simplewebauthn/server, with its CBOR and ASN.1 parsers, loads with the first passkey ceremony
 * this instance serves, not with every callable's cold start (the service runs in all of them).
 */
async function webAuthn() {
  const [server, helpers] = await Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]);
  return { ...server, ...helpers };
}

function challengeOf(
  { decodeClientDataJSON }: WebAuthnLibrary,
  credential: PasskeyCredentialJson,
): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(credential.response.clientDataJSON);
    return typeof challenge === 'string' && challenge !== '' ? challenge : undefined;
  } catch {
    // Not JSON in base64url: no challenge of ours.
    return undefined;
  }
}

/** A passkey's user handle, when it sends one, must name the login the passkey belongs to. */
function userHandleNames(
  { isoBase64URL }: WebAuthnLibrary,
  credential: PasskeyCredentialJson,
  uid: string,
): boolean {
  const handle = credential.response.userHandle;
  if (handle === undefined || handle === '') return true;
  return isoBase64URL.toUTF8String(handle) === uid;
}

/**
 * Whether a password change (Firebase: tokensValidAfterTime moving, as a reset, a change or a
 * revocation does) came after the passkey was added: the login's passwordChangedAt is no longer
 * the one the passkey was added under. Passkeys kept before the epoch was recorded compare their
 * creation instead, to the second (the provider's stamp is seconds).
 */
function endedByPasswordChange(passkey: StoredPasskey, login: IdentityUser): boolean {
  const changedAt = login.passwordChangedAt ?? null;
  if (passkey.passwordEpoch !== undefined) return passkey.passwordEpoch !== changedAt;
  if (changedAt === null) return false;
  return (
    Math.floor(Date.parse(passkey.createdAt) / 1000) <= Math.floor(Date.parse(changedAt) / 1000)
  );
}

/** The authenticator data of a registration: inside its CBOR attestation object. */
function registrationAuthData(
  { decodeAttestationObject, isoBase64URL }: WebAuthnLibrary,
  credential: PasskeyCredentialJson,
): Uint8Array | undefined {
  try {
    const encoded = credential.response.attestationObject;
    if (encoded === undefined) return undefined;
    return decodeAttestationObject(isoBase64URL.toBuffer(encoded)).get('authData');
  } catch {
    // Not CBOR: the library refuses it next, as not a passkey's answer.
    return undefined;
  }
}

function assertionAuthData(
  { isoBase64URL }: WebAuthnLibrary,
  credential: PasskeyCredentialJson,
): Uint8Array | undefined {
  const encoded = credential.response.authenticatorData;
  return encoded === undefined ? undefined : isoBase64URL.toBuffer(encoded);
}

/**
 * A passkey must say the device checked its user (a PIN, a fingerprint, a face): without it, a
 * security key with no PIN is the whole account to whoever holds it. Said in words the member can
 * act on, before the library's own check (which refuses it too) would say only "not checked".
 */
function requireUserVerified(authData: Uint8Array | undefined): void {
  const flags = authData?.[32];
  if (flags !== undefined && (flags & USER_VERIFIED) === 0) {
    throw new CallableError('permission-denied', PASSKEY_MESSAGES.userNotVerified);
  }
}

/** The library throws on anything it cannot verify: that is the member's passkey refused. */
async function refusedUnlessChecked<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch (error) {
    const refusal = new CallableError('permission-denied', PASSKEY_MESSAGES.notChecked);
    Object.defineProperty(refusal, 'cause', { value: error });
    throw refusal;
  }
}

function summaryOf({ id, name, createdAt, lastUsedAt }: StoredPasskey): PasskeySummary {
  return { id, name, createdAt, lastUsedAt };
}

/** The library's options as the wire carries them: fields it leaves undefined are left out. */
function asJson(options: object): PasskeyOptions {
  return JSON.parse(JSON.stringify(options)) as PasskeyOptions;
}
