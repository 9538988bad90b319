/** A backend world with Apple Wallet switched on: throwaway keys, recording push, fixed clock. */
import type { CallContext } from '@met/scheme/contract';
import { createMemoryAdapters } from '../../../functions/src/adapters/memory/createMemoryAdapters';
import {
  createMemoryBackend,
  type MemoryBackend,
} from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../doubles/FixedClock';
import { InMemoryWalletRegistrations } from '../../../functions/src/adapters/memory/InMemoryWalletRegistrations';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { RecordingPassUpdatePush } from '../../../functions/src/adapters/memory/RecordingPassUpdatePush';
import { SequenceRandom } from '../doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import {
  appleWalletFromConfig,
  type AppleWallet,
} from '../../../functions/src/services/wallet/appleWalletFromConfig';
import { aVenue } from '../builders';
import {
  makeThrowawayPassCertificates,
  type ThrowawayPassCertificates,
} from './throwawayPassCertificates';

export const ORIGIN = 'https://rewards.example.com';

let certificates: ThrowawayPassCertificates | undefined;
/** Made once per test file (each file is its own module graph). */
export function passCertificates(): ThrowawayPassCertificates {
  certificates ??= makeThrowawayPassCertificates();
  return certificates;
}

export class AppleWalletWorld {
  readonly state = emptyMemoryState();
  readonly clock = new FixedClock('2026-03-10T12:00:00.000Z');
  readonly push = new RecordingPassUpdatePush();
  readonly logs: string[] = [];
  readonly registrations = new InMemoryWalletRegistrations(this.state);
  readonly adapters = createMemoryAdapters(this.state);
  readonly wallet: AppleWallet;
  readonly backend: MemoryBackend;

  constructor(secret = 'wallet-link-test-secret') {
    const certs = passCertificates();
    const wallet = appleWalletFromConfig(
      {
        passTypeIdentifier: certs.passTypeIdentifier,
        teamIdentifier: certs.teamIdentifier,
        certificatePem: certs.certificatePem,
        keyPem: certs.keyPem,
        keyPassphrase: '',
        wwdrPem: certs.caPem,
      },
      {
        signer: new WebCryptoSigner(secret),
        appData: this.adapters.appData,
        members: this.adapters.members,
        venues: this.adapters.venues,
        registrations: this.registrations,
        clock: this.clock,
        origin: ORIGIN,
        push: () => this.push,
        log: (line) => this.logs.push(line),
      },
    );
    if (!wallet) throw new Error('the test configuration is complete: a wallet was expected');
    this.wallet = wallet;
    this.backend = createMemoryBackend(this.state, {
      clock: this.clock,
      random: new SequenceRandom([2]),
      signer: new WebCryptoSigner('voucher-test-secret'),
      productionOrigin: ORIGIN,
      wallets: { apple: wallet.links, google: null },
    });
    for (const id of [6, 9, 12]) {
      this.state.venues[String(id)] = aVenue(id, { pagetitle: `The Metropolitan ${id}` });
    }
  }

  /** The member, stored, with a verified login holding the membership. */
  async signedInMember(member: MemberRecord): Promise<{ uid: string; ctx: CallContext }> {
    this.state.members[member.customer_number] = structuredClone(member);
    const uid = `uid-${member.customer_number}`;
    await this.adapters.appData.saveProfile({
      uid,
      email: member.email,
      emailVerified: true,
      country: 'gb',
      memberships: [member.customer_number],
      gameOptin: [],
    });
    return { uid, ctx: { auth: { uid, email: member.email, emailVerified: true } } };
  }

  /** The member's pass as the signed link serves it (asserting it is served). */
  async passOf(member: MemberRecord): Promise<Buffer> {
    const { uid } = await this.signedInMember(member);
    const link = await this.wallet.links.passLink(
      { uid, member, venue: undefined },
      this.clock.now(),
    );
    const answer = await this.openLink(link.url);
    if (answer.status !== 200) throw new Error(`the pass link answered ${answer.status}`);
    return answer.body as Buffer;
  }

  openLink(url: string) {
    const parsed = new URL(url);
    return this.wallet.webService.handle({
      method: 'GET',
      path: `${parsed.pathname}${parsed.search}`,
      headers: {},
    });
  }

  /** Changes the casino's record as the CRM would, and runs the members/{id} trigger. */
  async changeMember(customerNumber: string, changes: Partial<MemberRecord>): Promise<void> {
    const before = structuredClone(this.state.members[customerNumber]);
    if (!before) throw new Error(`no member ${customerNumber}`);
    const after = { ...before, ...changes };
    this.state.members[customerNumber] = after;
    await this.backend.services.wallet.onMemberChanged(before, after);
  }
}
