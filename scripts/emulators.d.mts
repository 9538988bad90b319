// Types of scripts/emulators.mjs for the TypeScript tests that import it.
import type { ChildProcess } from 'node:child_process';

export declare const PROJECT_ID: string;
export declare const EMULATOR_CONFIG: Record<string, { host: string; port: number }>;
export declare const FIRESTORE_HOST: string;
export declare const EMULATOR_APP_ENV: Record<string, string>;
export declare const NO_FIRESTORE_REASON: string;
export declare function firestoreJar(): string | undefined;
export declare function whyNoEmulators(): string;
export declare function startFirestore(jar: string): Promise<ChildProcess>;
export declare function stop(child: ChildProcess | undefined): Promise<void>;
