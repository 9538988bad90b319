/** The in-memory backend as an attack target: the backend the app's fake world runs. */
import { createMemoryAdapters } from '../../../functions/src/adapters/memory/createMemoryAdapters';
import { staffClaimOf } from '@met/scheme/contract';
import {
  createMemoryBackend,
  type MemoryBackend,
} from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../../functions/doubles/FixedClock';
import { InMemoryWalletRegistrations } from '../../../functions/src/adapters/memory/InMemoryWalletRegistrations';
import { copy, type MemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { SequenceRandom } from '../../functions/doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { makeAttackWallets } from './attackWallets';
import { ATTACK_PASSWORD, type AttackBackend, type AttackTarget } from './target';

export const ATTACK_ORIGIN = 'https://rewards.example.com';

/** A custom token the backend mints, with the passkey sign-in's developer claim when told. */
async function mintCustomToken(
  memory: MemoryBackend,
  uid: string,
  passkey: boolean,
): Promise<string> {
  return memory.identity.createCustomToken(uid, passkey ? { passkey: true } : undefined);
}
export const ATTACK_SECRET = 'attack-test-secret';

export const memoryTarget: AttackTarget = {
  label: 'in-memory',
  skipReason: () => null,
  async start(seed: MemoryState, now: string): Promise<AttackBackend> {
    const clock = new FixedClock(now);
    const state = copy(seed);
    const { issuers, ...wallets } = makeAttackWallets({
      ...createMemoryAdapters(state),
      registrations: new InMemoryWalletRegistrations(state),
      clock,
      origin: ATTACK_ORIGIN,
    });
    const memory = createMemoryBackend(state, {
      clock,
      random: new SequenceRandom([0, 1, 2, 3]),
      signer: new WebCryptoSigner(ATTACK_SECRET),
      productionOrigin: ATTACK_ORIGIN,
      wallets: issuers,
    });
    return {
      label: 'in-memory',
      backend: memory,
      adapters: memory.deps,
      clock,
      wallets: {
        ...wallets,
        stored: async () => ({
          registrations: Object.values(copy(state.applePasses?.registrations ?? {})),
          updateTags: Object.keys(state.applePasses?.updateTags ?? {}).length,
        }),
        async changeMember(customerNumber, changes) {
          const before = state.members[customerNumber];
          if (!before) throw new Error(`no member ${customerNumber} to change`);
          const after = { ...copy(before), ...changes };
          state.members[customerNumber] = after;
          await memory.services.wallet.onMemberChanged(copy(before), copy(after));
        },
      },
      mails: async () =>
        memory.state.outbox.map(({ to, subject, text, link }) => ({
          to,
          subject,
          text,
          ...(link === undefined ? {} : { link }),
        })),
      async login(email, options = {}) {
        const verified = options.verified ?? true;
        const user = await memory.identity.createUser({
          email,
          password: ATTACK_PASSWORD,
          emailVerified: verified,
        });
        await memory.appData.saveProfile({
          uid: user.uid,
          email: user.email,
          emailVerified: verified,
          country: 'gb',
          memberships: options.memberships ?? [],
          gameOptin: [],
        });
        if (options.staff) await memory.identity.setStaffClaim(user.uid, options.staff);
        if (!options.signIn) {
          const auth = { uid: user.uid, email: user.email, emailVerified: verified };
          return { uid: user.uid, ctx: { auth: { ...auth, signInMethod: 'password' } } };
        }
        // What the fake world's call context carries after this sign-in (InMemoryCallablesPort).
        const signedIn =
          options.signIn === 'password'
            ? await memory.identity.signInWithPassword(email, ATTACK_PASSWORD)
            : await memory.identity.signInWithCustomToken(
                await mintCustomToken(memory, user.uid, options.signIn === 'passkey'),
              );
        const staff = staffClaimOf(state.identityUsers[user.uid]?.customClaims?.staff);
        const { uid, email: signedInEmail, emailVerified, signInMethod } = signedIn;
        return {
          uid,
          ctx: {
            auth: {
              uid,
              email: signedInEmail,
              emailVerified,
              signInMethod,
              ...(staff ? { staff } : {}),
            },
          },
        };
      },
      deskAudit: async () => copy(state.deskAudit ?? []),
      limiterRecords: async () =>
        Object.entries(state.rateLimits).map(([id, record]) => ({
          id,
          uses: record.uses.length,
          expiresAt: record.expiresAt === undefined ? undefined : new Date(record.expiresAt),
        })),
      // The in-memory provider runs its deletion listener (the trigger) inside deleteUser.
      deleteLogin: (uid) => memory.identity.deleteUser(uid),
    };
  },
};
