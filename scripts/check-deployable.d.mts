// Types of scripts/check-deployable.mjs for the TypeScript tests that import it.
export declare const FAKE_WORLD_MARKERS: string[];
export declare function cspHash(text: string): string;
export declare function deployProblems(distDir: string, firebaseJson?: string): string[];
