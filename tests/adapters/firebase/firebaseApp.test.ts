import { describe, expect, it } from 'vitest';
import {
  FirebaseConfigError,
  readFirebaseSettings,
} from '../../../src/adapters/firebase/firebaseApp';

const realProject = {
  VITE_FIREBASE_API_KEY: 'AIza-demo',
  VITE_FIREBASE_AUTH_DOMAIN: 'metrewards.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'metrewards',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

const emulated = { ...realProject, VITE_USE_EMULATORS: 'true' };

function configProblem(env: Record<string, string>): FirebaseConfigError {
  try {
    readFirebaseSettings(env);
  } catch (error) {
    if (error instanceof FirebaseConfigError) return error;
    throw error;
  }
  throw new Error('expected a FirebaseConfigError');
}

describe('readFirebaseSettings', () => {
  it('reads a real project with no emulators', () => {
    const settings = readFirebaseSettings({ ...realProject, VITE_FIREBASE_STORAGE_BUCKET: ' b ' });

    expect(settings).toEqual({
      options: {
        apiKey: 'AIza-demo',
        authDomain: 'metrewards.firebaseapp.com',
        projectId: 'metrewards',
        appId: '1:123:web:abc',
        storageBucket: 'b',
      },
      emulators: null,
    });
  });

  it('names every missing variable in one startup error', () => {
    const error = configProblem({
      VITE_FIREBASE_PROJECT_ID: 'metrewards',
      VITE_FIREBASE_APP_ID: ' ',
    });

    expect(error.message).toContain(
      'missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID',
    );
    expect(error.message).toContain('docs/FIREBASE.md');
  });

  it('uses the emulator ports of firebase.json by default in emulator mode', () => {
    expect(readFirebaseSettings(emulated).emulators).toEqual({
      auth: { host: '127.0.0.1', port: 9099 },
      functions: { host: '127.0.0.1', port: 5001 },
      firestore: { host: '127.0.0.1', port: 8080 },
    });
  });

  it('takes overridden emulator hosts', () => {
    const settings = readFirebaseSettings({
      ...emulated,
      VITE_AUTH_EMULATOR_HOST: 'localhost:19099',
      VITE_FUNCTIONS_EMULATOR_HOST: '10.0.0.2:15001',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.2:18080',
    });

    expect(settings.emulators).toEqual({
      auth: { host: 'localhost', port: 19099 },
      functions: { host: '10.0.0.2', port: 15001 },
      firestore: { host: '127.0.0.2', port: 18080 },
    });
  });

  it('ignores the emulator hosts unless VITE_USE_EMULATORS is true', () => {
    const settings = readFirebaseSettings({ ...realProject, VITE_AUTH_EMULATOR_HOST: 'x:1' });

    expect(settings.emulators).toBeNull();
  });

  it('names a malformed emulator host along with the missing variables', () => {
    const error = configProblem({
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: 'demo-metrewards',
      VITE_FUNCTIONS_EMULATOR_HOST: 'http://127.0.0.1:5001',
    });

    expect(error.problems).toEqual([
      'missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID',
      "VITE_FUNCTIONS_EMULATOR_HOST must be host:port, not 'http://127.0.0.1:5001'",
    ]);
  });
});
