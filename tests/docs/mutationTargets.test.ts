import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_BREAK, MUTATION_TARGETS } from '../mutation/targets.mjs';

const MUTATION_MD = readFileSync(
  join(import.meta.dirname, '..', '..', 'docs', 'MUTATION.md'),
  'utf8',
);

/** The targets docs/MUTATION.md's "What runs" table names, in its order. */
function documentedTargets(): string[] {
  const section = MUTATION_MD.split(/^## /m).find((part) => part.startsWith('What runs')) ?? '';
  return [...section.matchAll(/^\| `([a-z]+)`\s+\|/gm)].map((row) => row[1] ?? '');
}

describe('docs/MUTATION.md and the mutation runner (tests/mutation/targets.mjs)', () => {
  it('name the same targets: none documented that the runner lacks, none run that is undocumented', () => {
    expect(documentedTargets()).toEqual(Object.keys(MUTATION_TARGETS));
  });

  it('give the same break threshold', () => {
    expect(MUTATION_MD).toContain(`break below ${MUTATION_BREAK} %`);
  });
});
