import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PASS_NOTE } from '../../functions/src/services/wallet/applePassJson';
import { GOOGLE_SAVE_URL_PREFIX } from '../../functions/src/services/wallet/GoogleWalletPasses';
import { readZip } from '../functions/wallet/pkpassArchive';
import { as, callFunction } from './callFunction';
import { FUNCTIONS_ORIGIN, PROJECT_ID, REGION, skipWithoutEmulators } from './emulatorEnvironment';
import { KING } from './requests';

interface PassLinks {
  apple: { url: string; expiresAt: string } | null;
  google: { url: string } | null;
  sample?: boolean;
}

/** Where Hosting's rewrite of /wallet/apple/** lands on the emulator (vite.config.ts does the same). */
const viaFunction = (link: string): string => {
  const url = new URL(link);
  return `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/wallet-apple${url.pathname}${url.search}`;
};

/**
 * The emulators' sample passes (DECISIONS.md "Card and wallets: sample passes"): the
 * Functions emulator, given no wallet keys, makes throwaway ones at start, so the real functions
 * sign real sample passes and the app shows both wallet buttons.
 */
describe.skipIf(skipWithoutEmulators('wallet sample passes on the Functions emulator'))(
  "the emulators' sample wallet passes over HTTP",
  () => {
    it('offers a signed-in member both wallets, said to be samples', async () => {
      const answer = await callFunction('wallet-getPassLinks', {}, as(KING.email));
      const links = answer.result as PassLinks;

      expect(answer.status).toBe(200);
      expect(links.sample).toBe(true);
      expect(links.apple?.url).toMatch(/\/wallet\/apple\/pass\?token=[\w.-]+$/);
      expect(links.google?.url.startsWith(GOOGLE_SAVE_URL_PREFIX)).toBe(true);
    });

    it('opens the Apple link as a signed .pkpass of the member that says it is a sample', async () => {
      const answer = await callFunction('wallet-getPassLinks', {}, as(KING.email));
      const links = answer.result as PassLinks;

      const response = await fetch(viaFunction(links.apple!.url));
      const files = readZip(Buffer.from(await response.arrayBuffer()));
      const passJson = JSON.parse(files.get('pass.json')!.toString('utf8'));

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
      expect([...files.keys()]).toEqual(
        expect.arrayContaining(['pass.json', 'manifest.json', 'signature']),
      );
      expect(passJson).toMatchObject({
        serialNumber: KING.customerNumber,
        organizationName: SAMPLE_PASS_NOTE,
        description: SAMPLE_PASS_NOTE,
      });
    });

    it("signs the Google save link for the member, with the sample named as the card's issuer", async () => {
      const answer = await callFunction('wallet-getPassLinks', {}, as(KING.email));
      const links = answer.result as PassLinks;

      const jwt = decodeJwt(links.google!.url.slice(GOOGLE_SAVE_URL_PREFIX.length));
      const payload = jwt.payload as {
        loyaltyClasses: { issuerName: string }[];
        loyaltyObjects: { accountId: string }[];
      };

      expect(payload.loyaltyClasses[0]?.issuerName).toBe(SAMPLE_PASS_NOTE);
      expect(payload.loyaltyObjects[0]?.accountId).toBe(KING.customerNumber);
    });
  },
);
