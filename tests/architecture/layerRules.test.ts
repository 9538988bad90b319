import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type IRuleSetType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules of .dependency-cruiser.cjs run inside `npm run lint` over the real tree, where
 * they find nothing. Here they run over a small tree of deliberately bad imports
 * (tests/architecture/fixture), to prove each rule still fires.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: IRuleSetType['forbidden'];
};

async function violations(): Promise<string[]> {
  const result = await cruise(['src'], {
    baseDir: join(import.meta.dirname, 'fixture'),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('the core layer rules', () => {
  it('refuse a feature importing another feature, and the kernel or member importing a feature', async () => {
    expect((await violations()).sort()).toEqual([
      'features-stand-apart: src/core/games/GamesStore.ts -> src/core/offers/OffersStore.ts',
      'features-stand-apart: src/core/kernel/reachesUp.ts -> src/core/games/GamesStore.ts',
      'features-stand-apart: src/core/member/reachesOut.ts -> src/core/games/GamesStore.ts',
      'kernel-and-ports-know-no-feature: src/core/kernel/reachesUp.ts -> src/core/games/GamesStore.ts',
      'navigation-and-member-stand-low: src/core/member/reachesOut.ts -> src/core/games/GamesStore.ts',
    ]);
  });
});
