/**
 * The passkey ceremonies a member's device goes through, written once for every backend
 * the tests call: a TestWorld, the hostile suite's attack targets (in memory and on Firestore) and
 * the callables over HTTP on the emulators. Each passes its own way of calling a callable.
 */
import type { CallableName, CallableResponse } from '@met/scheme/contract';
import { type Ceremony, SoftwareAuthenticator } from './softwareAuthenticator';

/** Calls one callable as `caller` and answers, or throws its refusal. */
export type PasskeyCall<Caller> = <K extends CallableName>(
  name: K,
  request: unknown,
  caller: Caller,
) => Promise<CallableResponse<K>>;

/** The relying party every in-process backend of the tests has: its production origin's. */
export const TEST_RELYING_PARTY = {
  origin: 'https://rewards.example.com',
  rpId: 'rewards.example.com',
} as const;

/** A member (`caller`, freshly signed in) adds a passkey made on a new software authenticator. */
export async function addPasskey<Caller>(
  call: PasskeyCall<Caller>,
  caller: Caller,
  options: { relyingParty?: Required<Ceremony>; name?: string; userVerified?: boolean } = {},
): Promise<SoftwareAuthenticator> {
  const phone = new SoftwareAuthenticator(options.relyingParty ?? TEST_RELYING_PARTY);
  phone.userVerified = options.userVerified ?? true;
  const registration = await call('passkeys-registrationOptions', {}, caller);
  await call(
    'passkeys-verifyRegistration',
    { credential: await phone.create(registration), name: options.name ?? 'Phone' },
    caller,
  );
  return phone;
}

/** The sign-in's first half: fresh options (a new challenge), and the phone's assertion over it. */
export async function passkeyAssertion<Caller>(
  call: PasskeyCall<Caller>,
  phone: SoftwareAuthenticator,
  caller: Caller,
  ceremony?: Ceremony,
) {
  return phone.get(await call('passkeys-authenticationOptions', {}, caller), ceremony);
}

/** A whole passkey sign-in: options, assertion, verify; answers the custom token. */
export async function signInWithPasskey<Caller>(
  call: PasskeyCall<Caller>,
  phone: SoftwareAuthenticator,
  caller: Caller,
): Promise<string> {
  const credential = await passkeyAssertion(call, phone, caller);
  return (await call('passkeys-verifyAuthentication', { credential }, caller)).customToken;
}
