import { browserSuite } from '../support/browserSuite';
import { BOTH_SIZES_ON_EMULATORS } from '../e2e/support/bothSizes';
import { APP_ORIGIN, EMULATOR_BUILD_DIR, NO_EMULATORS_REASON, WITH_EMULATORS } from './emulatorRun';

/**
 * The browser journeys in emulator mode: the app as deployed. The Firebase build for the
 * emulators (dist-emulator, `npm run build:emulator-app`) is served by the Firebase Hosting
 * emulator under firebase.json's headers, rewrites and caching (scripts/emulatorHosting.mjs says
 * the one difference, the emulators' loopback origins in the CSP's connect-src), and talks to the
 * Auth, Functions and Firestore emulators that scripts/emulators.mjs started (npm run
 * test:emulators). Every journey fails on a CSP violation or a Permissions-Policy refusal
 * (tests/e2e/support/test.ts). Every journey of the fake-mode suite (tests/e2e) runs here too, at
 * phone size, the demo world reset before each; one that needs the fake world's own controls says
 * so and is skipped. Layout does not depend on the backend and the fake-mode suite covers it at
 * both sizes, so here only the journeys the emulators alone can show (tests/e2e-emulator) and
 * those tagged BOTH_SIZES_ON_EMULATORS also run at desktop size. Without the emulators nothing
 * runs and the run says why.
 */
if (WITH_EMULATORS) console.log(`Emulator-mode browser run: the app as deployed at ${APP_ORIGIN}`);
else console.warn(`[skipped] emulator-mode browser run: ${NO_EMULATORS_REASON}`);

export default browserSuite({
  testDir: '..',
  testMatch: WITH_EMULATORS ? ['e2e/**/*.e2e.ts', 'e2e-emulator/**/*.e2e.ts'] : [],
  desktopGrep: [/e2e-emulator[\\/]/, BOTH_SIZES_ON_EMULATORS],
  port: 5174,
  outDir: EMULATOR_BUILD_DIR,
  emulators: { servedAt: APP_ORIGIN },
  globalSetup: './warmUp.ts',
  globalTeardown: './policyTotals.ts',
});
