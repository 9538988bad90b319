import { browserSuite } from '../../support/browserSuite';

/**
 * The browser half of `npm run test:hostile`, against the built app in fake mode. The preview
 * (preview.config.ts) sends the hosting headers of firebase.json, so every hostile browser test
 * runs under production's Content-Security-Policy.
 * HOSTILE_PORT picks another port (and build folder), so two runs in one checkout do not collide.
 */
const PORT = Number(process.env.HOSTILE_PORT ?? 4181);

export default browserSuite({
  testDir: '.',
  testMatch: '**/*.hostile.ts',
  port: PORT,
  outDir: `dist-hostile-${PORT}`,
  previewArgs: '-c tests/hostile/browser/preview.config.ts',
});
