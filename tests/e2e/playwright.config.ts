import { browserSuite } from '../support/browserSuite';
import { PHONE_SIZE_ONLY } from './support/bothSizes';

/**
 * End-to-end tests against the built app in fake mode.
 * E2E_PORT picks another port (and build folder), so two runs in one checkout do not collide.
 * Every journey runs at phone and desktop sizes, but those tagged SAME_AT_EVERY_SIZE
 * (tests/e2e/support/bothSizes.ts), which run at phone size only.
 */
const PORT = Number(process.env.E2E_PORT ?? 4180);

export default browserSuite({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  port: PORT,
  outDir: PORT === 4180 ? 'dist-e2e' : `dist-e2e-${PORT}`,
  desktopGrepInvert: [PHONE_SIZE_ONLY],
});
