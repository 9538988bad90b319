import { chromium, expect, type Page } from '@playwright/test';
import { playwrightChromium } from '../support/chromium.mjs';
import { DEMO_PASSWORD } from '../e2e/support/demoAccounts';
import { type PolicyViolation, watchPolicyViolations } from '../e2e/support/policyViolations';

export interface Desk {
  page: Page;
  /** What the served headers refused in the desk's browser. */
  violations: PolicyViolation[];
  close(): Promise<void>;
}

interface DeskOptions {
  /** Serves /desk with this Permissions-Policy instead of the one the server sends. */
  permissionsPolicy?: string;
  /** Signs in on the members' login page, which sends a staff login on to the desk. */
  signInOnLogin?: boolean;
}

/**
 * A desk in a browser of its own, its fake camera fed `cameraFile` (a .y4m, fakeCamera.ts) and the
 * camera permission granted, as a member of staff who allowed it; signed in at /desk.
 */
export async function deskWithCamera(
  cameraFile: string,
  baseURL: string | undefined,
  { permissionsPolicy, signInOnLogin = false }: DeskOptions = {},
): Promise<Desk> {
  const browser = await chromium.launch({
    ...playwrightChromium,
    args: [
      ...playwrightChromium.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
      // A page answered by route.fulfill has no server address, so Chromium's local network
      // access rules would count it public and refuse its calls to the loopback emulators.
      ...(permissionsPolicy === undefined ? [] : ['--disable-features=LocalNetworkAccessChecks']),
    ],
  });
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    permissions: ['camera'],
    viewport: { width: 1024, height: 768 },
  });
  const violations = await watchPolicyViolations(context);
  if (permissionsPolicy !== undefined) {
    await context.route(
      '**/desk',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers(), 'permissions-policy': permissionsPolicy };
        await route.fulfill({ response, headers });
      },
      { times: 1 },
    );
  }
  const page = await context.newPage();
  await page.goto(signInOnLogin ? '/login-mobile' : '/desk');
  await page.getByLabel('Email address').fill('desk@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: signInOnLogin ? 'Log in' : 'Sign in as staff' }).click();
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
  return { page, violations, close: () => browser.close() };
}
