/** Calls to the Apple pass web service as Wallet makes them, for the web service's tests. */
import type { WalletHttpAnswer } from '../../../functions/src/services/wallet/walletHttp';
import { aMember } from '../builders';
import { AppleWalletWorld, passCertificates } from './appleWalletWorld';
import { readZip } from './pkpassArchive';

export const DEVICE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const PUSH_TOKEN = 'f'.repeat(64);
export const REGISTRATION_BODY = JSON.stringify({ pushToken: PUSH_TOKEN });

export const passType = () => passCertificates().passTypeIdentifier;
export const registrationPath = (serial: string, device = DEVICE) =>
  `/v1/devices/${device}/registrations/${passType()}/${serial}`;
export const listPath = (device = DEVICE) => `/v1/devices/${device}/registrations/${passType()}`;
export const passPath = (serial: string) => `/v1/passes/${passType()}/${serial}`;

export interface WalletCall {
  token?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** The caller's address, as the function reads it (callerAddressOf). */
  caller?: string;
}

/** A call under the hosting rewrite's prefix, with `Authorization: ApplePass <token>` if given. */
export function call(
  world: AppleWalletWorld,
  method: string,
  path: string,
  options: WalletCall = {},
): Promise<WalletHttpAnswer> {
  return world.wallet.webService.handle({
    method,
    path: `/wallet/apple${path}`,
    headers: {
      ...(options.token ? { authorization: `ApplePass ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body,
    ...(options.caller === undefined ? {} : { callerAddress: options.caller }),
  });
}

/** The pass's own authentication token, as Wallet holds it. */
export async function tokenOf(world: AppleWalletWorld, customerNumber: string): Promise<string> {
  const pass = readZip(await world.passOf(world.state.members[customerNumber]!));
  return JSON.parse(pass.get('pass.json')!.toString('utf8')).authenticationToken;
}

/** A member with a login, and the token of their pass. */
export async function aMemberWithAPass(world = new AppleWalletWorld()) {
  const member = aMember().withTier('Queen').build();
  const { uid, ctx } = await world.signedInMember(member);
  const serial = member.customer_number;
  return { world, member, uid, ctx, serial, token: await tokenOf(world, serial) };
}

/** Registers the device for the pass and checks Wallet was told so. */
export async function registerDevice(
  world: AppleWalletWorld,
  serial: string,
  token: string,
  device = DEVICE,
): Promise<void> {
  const answer = await call(world, 'POST', registrationPath(serial, device), {
    token,
    body: REGISTRATION_BODY,
  });
  if (answer.status !== 201) throw new Error(`registration answered ${answer.status}`);
}

export const plainText = (status: number, text: string): WalletHttpAnswer => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  body: text,
});
