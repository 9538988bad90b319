// Types of scripts/emulatorHosting.mjs for the TypeScript tests that import it.
type Emulators = Record<string, { host: string; port: number }>;

export declare const EMULATOR_BUILD_DIR: string;
export declare const EMULATOR_FIREBASE_JSON: string;
export declare function emulatorOrigins(emulators: Emulators): string[];
export declare function withConnectSources(policy: string, sources: string[]): string;
export declare function emulatorFirebaseConfig<T>(production: T): T;
export declare function writeEmulatorFirebaseConfig(): string;
export declare function hostingOrigin(emulators: Emulators): string;
