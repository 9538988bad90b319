import type { MemberData } from '../../../functions/src/contract/callables';
import type { AuthUser } from '../../../src/core/ports/AuthPort';
import type { UserProfile } from '../../../src/core/ports/DocumentStorePort';
import { aGame } from '../../builders/aGame';
import { aMember } from '../../builders/aMember';
import { anAuthUser } from '../../builders/anAuthUser';
import { aProfile } from '../../builders/aProfile';
import { aVenue } from '../../builders/aVenue';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

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
    .answer('promotions-getGames', { success: true, meta: [aGame().build()] });
  return { ...core, user };
}

/** Lets every pending promise chain of the doubles run to its end. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
