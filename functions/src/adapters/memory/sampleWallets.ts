import type { Clock } from '../../ports/Clock';
import type { AppleWalletLinks, GoogleWalletLinks } from '../../ports/WalletLinks';
import { DEMO_ACCOUNTS } from '../../seed/demoMembers';
import { SAMPLE_GOOGLE_ISSUER_ID } from '../sample/sampleGoogleIssuer';
import type { WalletIssuers } from '../../wiring';

/** Where the fake build serves a demo member's sample .pkpass (build/walletSamplePasses.ts). */
export const samplePassPath = (customerNumber: string): string =>
  `/wallet/sample/${customerNumber}.pkpass`;

/** As long as a real pass link lives (ApplePasses). */
const SAMPLE_LINK_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The fake world's wallets (DECISIONS.md "Card and wallets: sample passes"): wallet-getPassLinks
 * answers as the real backend does, with `sample: true`. Apple: a link to the demo member's
 * sample .pkpass, built with a throwaway certificate into the fake build (a member the seed does
 * not know, such as a new joiner, gets no Apple link). Google: a save link signed in the browser
 * with a throwaway RSA key made on first use; its code (jose) loads only then.
 */
export function sampleWallets(options: { origin: string; clock: Clock }): WalletIssuers {
  const origin = options.origin.replace(/\/+$/, '');
  const seeded = new Set(DEMO_ACCOUNTS.map((account) => account.member.customer_number));
  const apple: AppleWalletLinks = {
    passLink(holder, now) {
      const number = holder.member.customer_number;
      return Promise.resolve(
        seeded.has(number)
          ? {
              url: `${origin}${samplePassPath(number)}`,
              expiresAt: new Date(now.getTime() + SAMPLE_LINK_LIFETIME_MS).toISOString(),
            }
          : null,
      );
    },
    // A sample pass registers with no web service: nothing to push or revoke.
    onMemberChanged: () => Promise.resolve(),
    revokePasses: () => Promise.resolve(0),
  };
  let signer: Promise<GoogleWalletLinks> | undefined;
  const google: GoogleWalletLinks = {
    async saveUrl(holder) {
      signer ??= sampleGoogleWallet(origin, options.clock);
      return (await signer).saveUrl(holder);
    },
    onMemberChanged: () => Promise.resolve(),
  };
  return { apple, google, sample: true };
}

async function sampleGoogleWallet(origin: string, clock: Clock): Promise<GoogleWalletLinks> {
  const [{ GoogleWalletPasses }, privateKey] = await Promise.all([
    import('../../services/wallet/GoogleWalletPasses'),
    throwawayRsaKeyPem(),
  ]);
  return new GoogleWalletPasses({
    issuerId: SAMPLE_GOOGLE_ISSUER_ID,
    serviceAccount: {
      client_email: 'wallet-sample@met-rewards-demo.iam.gserviceaccount.com',
      private_key: privateKey,
    },
    origins: [origin],
    appOrigin: origin,
    clock,
    sample: true,
    objects: { patchLoyaltyObject: () => Promise.resolve('not-found' as const) },
  });
}

/** A fresh RSA 2048 key as PKCS#8 PEM, made with Web Crypto (browsers and Node alike). */
async function throwawayRsaKeyPem(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const base64 = btoa(String.fromCharCode(...der));
  const lines = base64.match(/.{1,64}/g) ?? [];
  return ['-----BEGIN PRIVATE KEY-----', ...lines, '-----END PRIVATE KEY-----', ''].join('\n');
}
