// Types of bench/options.mjs for the TypeScript tests that import it.
export declare const BENCH_STEPS: Record<string, string>;
export declare const BENCH_USAGE: string;
export declare function parseBenchArgs(argv: readonly string[]): { only: string | null };
