import { createMemoryBackend } from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../doubles/FixedClock';
import { SequenceRandom } from '../doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { CallContext } from '@met/scheme/contract';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { seedState } from '../../../functions/src/seed/seedState';

/** A backend on the seeded demo world, and a way to sign in as its demo logins. */
export async function seededBackend(now: string) {
  const state = await seedState(new Date(now));
  const backend = createMemoryBackend(state, {
    clock: new FixedClock(now),
    random: new SequenceRandom([3]),
    signer: new WebCryptoSigner('seed-test-secret'),
    productionOrigin: 'https://rewards.example.com',
  });
  const signIn = async (email: string): Promise<CallContext> => {
    const user = await backend.identity.signInWithPassword(email, DEMO_PASSWORD);
    return { auth: { uid: user.uid, email: user.email, emailVerified: user.emailVerified } };
  };
  return { state, backend, signIn };
}
