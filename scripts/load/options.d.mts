// Types of scripts/load/options.mjs for the TypeScript tests that import it.
export interface LoadOptions {
  members: number;
  seconds: number;
  joins: number;
  guesses: number;
  perCallable: number;
}
export declare const LOAD_DEFAULTS: LoadOptions;
export declare const LOAD_LIMITS: LoadOptions;
export declare const LOAD_USAGE: string;
export declare function parseLoadArgs(argv: readonly string[]): LoadOptions;
