/** The mutation targets (tests/mutation/targets.mjs): what Stryker mutates, and against which tests. */
export declare const MUTATION_TARGETS: Record<
  string,
  { about: string; mutate: string[]; tests: string[] }
>;
/** Break below this score, for every target. */
export declare const MUTATION_BREAK: number;
export declare function mutationTarget(name: string | undefined): {
  about: string;
  mutate: string[];
  tests: string[];
};
