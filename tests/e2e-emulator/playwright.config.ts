import { browserSuite } from '../support/browserSuite';
import { BOTH_SIZES_ON_EMULATORS } from '../e2e/support/bothSizes';
import { EMULATOR_BUILD_ENV, NO_EMULATORS_REASON, WITH_EMULATORS } from './emulatorRun';

/**
 * The browser journeys in emulator mode: the app built with VITE_BACKEND=firebase and
 * VITE_USE_EMULATORS=true, on the Auth, Functions and Firestore emulators that
 * scripts/emulators.mjs started (npm run test:emulators). Every journey of the fake-mode suite
 * (tests/e2e) runs here too, at phone size, the demo world reset before each; one that needs the
 * fake world's own controls says so and is skipped. Layout does not depend on the backend and the
 * fake-mode suite covers it at both sizes, so here only the journeys the emulators alone can show
 * (tests/e2e-emulator) and those tagged BOTH_SIZES_ON_EMULATORS (a journey whose issue asks for
 * both sizes on the emulators) also run at desktop size. Without the emulators nothing is built
 * and the run says why.
 */
if (!WITH_EMULATORS) console.warn(`[skipped] emulator-mode browser run: ${NO_EMULATORS_REASON}`);

const suite = browserSuite({
  testDir: '..',
  testMatch: WITH_EMULATORS ? ['e2e/**/*.e2e.ts', 'e2e-emulator/**/*.e2e.ts'] : [],
  desktopGrep: [/e2e-emulator[\\/]/, BOTH_SIZES_ON_EMULATORS],
  port: 5174,
  outDir: 'dist-e2e-emulator',
  backend: { emulators: EMULATOR_BUILD_ENV },
  globalSetup: './warmUp.ts',
});

export default WITH_EMULATORS ? suite : { ...suite, webServer: undefined };
