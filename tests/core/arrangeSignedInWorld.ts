import type { MemberData } from '@met/scheme/contract';
import { AuthError } from '../../src/core/kernel/AuthError';
import { FunctionError } from '../../src/core/kernel/FunctionError';
import { messages } from '../../src/core/kernel/messages';
import { SessionStore } from '../../src/core/session/SessionStore';
import type { AuthUser } from '../../src/core/ports/AuthPort';
import type { UserProfile } from '../../src/core/ports/DocumentStorePort';
import { aGame } from '../builders/aGame';
import { aMember } from '../builders/aMember';
import { anAuthUser } from '../builders/anAuthUser';
import { aProfile } from '../builders/aProfile';
import { aVenue } from '../builders/aVenue';
import { coreWithDoubles } from '../doubles/coreWithDoubles';

export const PASSWORD = 'Correct-Horse-42';

export interface WorldOptions {
  user?: AuthUser;
  /** null: no users/{uid} document. */
  profile?: UserProfile | null;
  member?: MemberData;
}

/** The core over doubles with one account, its profile and member data, and venue and games. */
export function arrangeSignedInWorld(options: WorldOptions = {}) {
  const core = coreWithDoubles();
  const user = options.user ?? anAuthUser().build();
  core.auth.withAccount(user, PASSWORD);
  const profile = options.profile === undefined ? aProfile().build() : options.profile;
  if (profile !== null) core.documents.withProfile(profile);
  core.callables
    .answer('members-getMember', { success: true, result: options.member ?? aMember().build() })
    .answer('users-setVerifiedEmail', { success: true })
    .answer('members-getVenue', aVenue())
    .answer('promotions-getGames', {
      success: true,
      meta: [aGame().build()],
      serverTime: '2026-03-01T12:00:00Z',
    });
  return { ...core, user };
}

/**
 * The app opening with no network at all on a device holding `stored`, signed in as `user`: the
 * identity provider cannot reload the user and every read fails as a network failure. The
 * session is started; what it comes to is the test's to await.
 */
export function startOffline(stored: Iterable<[string, string]>, user = anAuthUser().build()) {
  const world = arrangeSignedInWorld({ user });
  for (const [key, value] of stored) world.device.set(key, value);
  world.auth.signedInAs(user);
  world.auth.failNext('reload', new AuthError('network', messages.login.network));
  world.connectivity.setOnline(false);
  for (const name of [
    'members-getMember',
    'members-getVenue',
    'promotions-getGames',
    'vouchers-getAllVouchers',
    'vouchers-generateQrCode',
  ] as const) {
    world.callables.fail(name, new FunctionError('unavailable', messages.errors.network));
  }
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  return { ...world, session };
}

/** Lets every pending promise chain of the doubles run to its end. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
