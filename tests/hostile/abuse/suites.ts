/** Every attack suite of tests/hostile/abuse, found by name: a new `*.attacks.ts` file runs on both backends. */
import type { AttackSuite } from './target';

const modules = import.meta.glob<{ default: AttackSuite }>('./*.attacks.ts', { eager: true });

export const ATTACK_SUITES: readonly [string, AttackSuite][] = Object.entries(modules)
  .map(
    ([path, module]) =>
      [path.replace(/^\.\/|\.attacks\.ts$/g, ''), module.default] as [string, AttackSuite],
  )
  .sort(([a], [b]) => a.localeCompare(b));
