import { describe, expect, it } from 'vitest';
import { demoEmail } from './authEmulator';
import { as, callFunction, signedOut } from './callFunction';
import { FUNCTIONS_ORIGIN, PROJECT_ID, REGION, skipWithoutEmulators } from './emulatorEnvironment';
import { KING } from './requests';

/**
 * The wallet functions as deployed, on the Functions emulator. The emulator holds no
 * real Apple or Google keys (they live in Secret Manager, never in the repo): it makes throwaway
 * ones at start and offers sample passes (walletSample.test.ts).
 */
describe.skipIf(skipWithoutEmulators('wallet functions on the Functions emulator'))(
  'the membership card wallet functions over HTTP',
  () => {
    it('refuses a caller who is signed out', async () => {
      const answer = await callFunction('wallet-getPassLinks', {}, signedOut);

      expect(answer.status).toBe(401);
      expect(answer.error?.code).toBe('unauthenticated');
    });

    it('refuses a suspended member with the gate message, as every member call does', async () => {
      const answer = await callFunction('wallet-getPassLinks', {}, as(demoEmail('suspended')));

      expect(answer.status).toBe(403);
      expect(answer.error?.message).toMatch(/suspended/i);
    });

    it("refuses a request naming another member's number instead of ignoring it", async () => {
      const answer = await callFunction(
        'wallet-getPassLinks',
        { customerNumber: '100101' },
        as(KING.email),
      );

      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('invalid-argument');
    });

    it("answers Apple's web service 404 for a pass type it does not issue", async () => {
      const response = await fetch(
        `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/wallet-apple/wallet/apple/v1/passes/x/y`,
      );

      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found.');
    });
  },
);
