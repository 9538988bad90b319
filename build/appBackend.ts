import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { FirebaseConfigError, readFirebaseSettings } from '../src/adapters/firebase/firebaseApp.ts';

export type AppBackend = 'fake' | 'firebase';

/** The backend the met-app-backend plugin settled on, for the plugins that differ by it. */
export interface ResolvedBackend {
  backend: AppBackend;
}

/** Where Vite reads the .env files: the repository's root, beside vite.config.ts. */
export const ENV_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Which backend the app is built and served against
 * (DECISIONS.md "Security and abuse limits: the deployed build and its CSP"): Firebase, unless the
 * fake world is asked for by name with VITE_BACKEND=fake (in the environment or an .env file; `npm
 * start` runs `vite --mode fake`, whose .env.fake says so). So `npm run build` never ships the fake
 * world, its demo password and demo dates of birth by default. A Firebase build (or dev server)
 * without its VITE_FIREBASE_* settings stops here with their names, rather than make an app that
 * fails at start. Vitest (mode test) is left alone: its tests pick the mode.
 */
export function appBackend(resolved: ResolvedBackend): Plugin {
  return {
    name: 'met-app-backend',
    config(_config, { command, mode, isPreview }) {
      if (process.env.VITEST) return;
      const env = loadEnv(mode, ENV_DIR, 'VITE_');
      // Empty is unset, so that VITE_BACKEND= in the environment overrides an .env file's value.
      const backend = env.VITE_BACKEND || 'firebase';
      if (backend !== 'fake' && backend !== 'firebase') {
        throw new Error(`VITE_BACKEND must be 'fake' or 'firebase', not '${backend}'`);
      }
      if (backend === 'firebase' && !isPreview) requireFirebaseSettings(env, command);
      resolved.backend = backend;
      return { define: { 'import.meta.env.VITE_BACKEND': JSON.stringify(backend) } };
    },
  };
}

function requireFirebaseSettings(env: Record<string, string>, command: string): void {
  try {
    readFirebaseSettings(env);
  } catch (error) {
    if (!(error instanceof FirebaseConfigError)) throw error;
    throw new Error(
      `Without VITE_BACKEND=fake, \`vite ${command}\` makes the Firebase app. ${error.message} ` +
        'For the demo app with the fake world, run `npm start` or set VITE_BACKEND=fake.',
      { cause: error },
    );
  }
}
