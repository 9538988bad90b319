import type { CDPSession, Page } from '@playwright/test';
import { test } from './test';

/**
 * `path` on the suite's server at localhost: WebAuthn refuses an IP address as relying party ID,
 * so passkey journeys open the app there rather than at 127.0.0.1 (../shared/MACHINE-NOTES.md).
 */
export function atLocalhost(path: string): string {
  const base = new URL(String(test.info().project.use.baseURL));
  base.hostname = 'localhost';
  return new URL(path, base).toString();
}

/** This browser's own authenticator: Face ID or a fingerprint that always says yes. */
export async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}
