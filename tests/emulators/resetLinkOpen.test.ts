import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@met/scheme';
import { FixedClock } from '../functions/doubles/FixedClock';
import { WebCryptoSigner } from '../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { EMULATOR_RESET_LINK_SECRET } from '../../functions/src/hosting/params';
import { ResetLinks } from '../../functions/src/services/ResetLinks';
import { FirebaseIdentityAdmin } from '../../functions/src/adapters/firebase-auth/FirebaseIdentityAdmin';
import { adminAuth, demoEmail } from './authEmulator';
import { FUNCTIONS_ORIGIN, PROJECT_ID, REGION, skipWithoutEmulators } from './emulatorEnvironment';

const APP = 'https://rewards.example.com';
const MINUTE = 60 * 1000;

/**
 * resetLink-open, the HTTPS function behind Hosting's /account/reset-link
 * (DECISIONS.md "Account and mail: a reset link lives 2 hours"), on the Functions emulator: a signed link within its 2 hours is sent on to the app's reset page
 * with a fresh Firebase code; a late or forged one to the forgotten-password page.
 */
describe.skipIf(skipWithoutEmulators('resetLink-open on the Functions emulator'))(
  'opening a signed reset link',
  () => {
    /** A link as users-sendPasswordReset would sign it, issued `ageMs` ago. */
    async function signedLink(ageMs: number, secret = EMULATOR_RESET_LINK_SECRET) {
      const clock = new FixedClock(new Date(Date.now() - ageMs));
      const links = new ResetLinks(
        new WebCryptoSigner(secret),
        clock,
        new FirebaseIdentityAdmin(adminAuth()),
        APP,
      );
      return new URL(await links.issue(demoEmail('king'), `${APP}/reset-password`));
    }

    /** Opens the link's query on the function, as Hosting's rewrite does; answers the redirect. */
    async function open(link: URL): Promise<{ status: number; location: URL }> {
      const response = await fetch(
        `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/resetLink-open${link.search}`,
        { redirect: 'manual' },
      );
      return { status: response.status, location: new URL(response.headers.get('location')!) };
    }

    it('sends a link opened within 2 hours to the reset page with a fresh code', async () => {
      const { status, location } = await open(await signedLink(0));

      expect(status).toBe(302);
      expect(`${location.origin}${location.pathname}`).toBe(`${APP}/reset-password`);
      expect(location.searchParams.get('mode')).toBe('resetPassword');
      expect(location.searchParams.get('oobCode')).toMatch(/\S{10,}/);
    });

    it('sends a link past its 2 hours back to ask again, saying it expired', async () => {
      const { status, location } = await open(
        await signedLink(PASSWORD_RESET_LINK_LIFETIME_MS + MINUTE),
      );

      expect(status).toBe(302);
      expect(location.href).toBe(`${APP}/forgotten-password?resetLink=expired`);
    });

    it('refuses a link issued before the password last changed, even within its 2 hours', async () => {
      // The demo logins were made when this run started the emulators, minutes ago.
      const { location } = await open(await signedLink(PASSWORD_RESET_LINK_LIFETIME_MS - MINUTE));

      expect(location.href).toBe(`${APP}/forgotten-password?resetLink=expired`);
    });

    it('refuses a link signed with another key, or edited', async () => {
      const forged = await open(await signedLink(0, 'a guessed secret'));
      const edited = await signedLink(0);
      edited.searchParams.set('e', demoEmail('queen'));

      expect(forged.location.searchParams.get('resetLink')).toBe('invalid');
      expect((await open(edited)).location.searchParams.get('resetLink')).toBe('invalid');
    });
  },
);
