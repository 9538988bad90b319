import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type IRuleSetType } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The layer rules of .dependency-cruiser.cjs run inside `npm run lint` over the real tree, where
 * they find nothing. Here they run over a small tree of deliberately bad imports
 * (tests/architecture/fixture), to prove each rule still fires, and fires on nothing allowed.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: IRuleSetType['forbidden'];
};

/** `rule: from -> to`; a package is its bare name (the fixture has no node_modules to resolve it). */
async function violations(): Promise<string[]> {
  const result = await cruise(['src'], {
    baseDir: join(import.meta.dirname, 'fixture'),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

/** What each rule finds in the fixture tree, sorted. */
const EXPECTED = {
  features: [
    'features-stand-apart: src/core/games/GamesStore.ts -> src/core/offers/OffersStore.ts',
    'features-stand-apart: src/core/kernel/reachesUp.ts -> src/core/games/GamesStore.ts',
    'features-stand-apart: src/core/member/reachesOut.ts -> src/core/games/GamesStore.ts',
    'kernel-and-ports-know-no-feature: src/core/kernel/reachesUp.ts -> src/core/games/GamesStore.ts',
    'navigation-and-member-stand-low: src/core/member/reachesOut.ts -> src/core/games/GamesStore.ts',
  ],
  pureCore: ['core-is-pure: src/core/kernel/readsTheStart.ts -> src/start/overlay.ts'],
  start: [
    'start-reaches-no-app: src/start/wiresTheApp.ts -> inversify',
    'start-stands-alone: src/start/wiresTheApp.ts -> src/core/kernel/wiring.ts',
  ],
  worker: ['worker-stands-alone: src/worker/startsTheApp.ts -> src/core/kernel/messages.ts'],
  root: [
    'nothing-imports-the-root: src/ui/Shell.ts -> src/app/container.ts',
    'only-the-root-names-adapters: src/loose.ts -> src/adapters/fake/module.ts',
  ],
};

let found: string[] = [];

beforeAll(async () => {
  found = (await violations()).sort();
});

/** The violations of the rules named. */
const of = (...rules: string[]) => found.filter((v) => rules.includes(v.split(':')[0] ?? ''));

describe('the core layer rules', () => {
  it('refuse a feature importing another feature, and the kernel or member importing a feature', () => {
    expect(
      of(
        'features-stand-apart',
        'kernel-and-ports-know-no-feature',
        'navigation-and-member-stand-low',
      ),
    ).toEqual(EXPECTED.features);
  });

  it('refuse the core importing the start', () => {
    expect(of('core-is-pure')).toEqual(EXPECTED.pureCore);
  });
});

describe('the start and the composition root', () => {
  it('refuse the start importing anything but its files and the painted copy’s format, directly or through what it imports', () => {
    expect(of('start-stands-alone', 'start-reaches-no-app')).toEqual(EXPECTED.start);
  });

  it('refuse the service worker importing anything but its files, the start, the chunk names and Workbox', () => {
    expect(of('worker-stands-alone')).toEqual(EXPECTED.worker);
  });

  it('let only the composition root name adapters, and nothing import it back', () => {
    expect(of('only-the-root-names-adapters', 'nothing-imports-the-root')).toEqual(EXPECTED.root);
  });
});

it('find nothing else in the fixture: the painter, the worker, the page entry and the root import what they may', () => {
  expect(found).toEqual(Object.values(EXPECTED).flat().sort());
});
