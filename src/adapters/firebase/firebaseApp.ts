import type { FirebaseOptions } from 'firebase/app';

/** The web app's settings from the Firebase console (Project settings, Your apps). */
const REQUIRED_VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

const OPTIONAL_VARIABLES = {
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
} as const;

const DEFAULT_EMULATOR_HOSTS = {
  auth: '127.0.0.1:9099',
  functions: '127.0.0.1:5001',
  firestore: '127.0.0.1:8080',
} as const;

export interface EmulatorHost {
  host: string;
  port: number;
}

export interface EmulatorHosts {
  auth: EmulatorHost;
  functions: EmulatorHost;
  firestore: EmulatorHost;
}

export interface FirebaseSettings {
  options: FirebaseOptions;
  /** null for a real project; the local emulator suite otherwise (VITE_USE_EMULATORS=true). */
  emulators: EmulatorHosts | null;
}

export type BuildVariables = Readonly<Record<string, string | boolean | undefined>>;

/** A startup error that names every setting the build is missing or got wrong. */
export class FirebaseConfigError extends Error {
  override readonly name = 'FirebaseConfigError';

  constructor(readonly problems: readonly string[]) {
    super(
      `The Firebase build is not configured: ${problems.join('; ')}. ` +
        'Set them in .env.production.local or the build environment (see docs/FIREBASE.md).',
    );
  }
}

/**
 * Reads the VITE_FIREBASE_* variables and the emulator switches.
 * @throws FirebaseConfigError naming every missing variable and every malformed host.
 */
export function readFirebaseSettings(env: BuildVariables): FirebaseSettings {
  const text = (name: string): string => {
    const value = env[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const missing = Object.values(REQUIRED_VARIABLES).filter((name) => text(name) === '');
  const problems = missing.length > 0 ? [`missing ${missing.join(', ')}`] : [];
  const emulators =
    text('VITE_USE_EMULATORS') === 'true' ? readEmulatorHosts(text, problems) : null;
  if (problems.length > 0) throw new FirebaseConfigError(problems);
  const options: FirebaseOptions = {};
  for (const [key, name] of Object.entries({ ...REQUIRED_VARIABLES, ...OPTIONAL_VARIABLES })) {
    if (text(name) !== '') options[key as keyof typeof REQUIRED_VARIABLES] = text(name);
  }
  return { options, emulators };
}

function readEmulatorHosts(text: (name: string) => string, problems: string[]): EmulatorHosts {
  const hostOf = (name: string, fallback: string): EmulatorHost => {
    const value = text(name) || fallback;
    const parsed = parseHost(value);
    if (parsed === null) problems.push(`${name} must be host:port, not '${value}'`);
    return parsed ?? { host: '', port: 0 };
  };
  return {
    auth: hostOf('VITE_AUTH_EMULATOR_HOST', DEFAULT_EMULATOR_HOSTS.auth),
    functions: hostOf('VITE_FUNCTIONS_EMULATOR_HOST', DEFAULT_EMULATOR_HOSTS.functions),
    firestore: hostOf('VITE_FIRESTORE_EMULATOR_HOST', DEFAULT_EMULATOR_HOSTS.firestore),
  };
}

function parseHost(value: string): EmulatorHost | null {
  const match = /^([\w.-]+|\[[\d:a-fA-F]+\]):(\d{1,5})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const port = Number(match[2]);
  return port > 0 && port < 65536 ? { host: match[1], port } : null;
}

/** 'http://host:port' of an emulator, as connectAuthEmulator wants it. */
export function emulatorOrigin({ host, port }: EmulatorHost): string {
  return `http://${host}:${port}`;
}

/**
 * Where Firebase Auth's local persistence keeps the signed-in user of the default app
 * (`firebase:authUser:<apiKey>:[DEFAULT]`), so the app can tell without the SDK whether a member
 * is signed in on this device.
 */
export function savedUserKey(settings: FirebaseSettings): string {
  return `firebase:authUser:${settings.options.apiKey ?? ''}:[DEFAULT]`;
}
