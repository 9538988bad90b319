import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, SPEC_CALLABLE_NAMES } from '../../packages/scheme/src/contract/callables';

/**
 * docs/ARCHITECTURE.md is where a newcomer learns the app's shape. Its table of features and its
 * count of callables must be the code's, or the page misleads the first reader who trusts it.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const page = readFileSync(join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');

/** The section under `heading`, up to the next heading of its level. */
function section(heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no "## ${heading}"`);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** The first cell of each row of the section's table, without its backticks. */
function tableFolders(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? line);
}

/** The folders of src/core that are features: each has its module.ts. */
const featureFolders = readdirSync(join(ROOT, 'src', 'core'), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(join(ROOT, 'src', 'core', entry.name, 'module.ts')),
  )
  .map((entry) => entry.name)
  .filter((name) => name !== 'kernel')
  .sort();

describe('docs/ARCHITECTURE.md says what the code is', () => {
  it('lists every feature of src/core in its table, and only those', () => {
    expect(tableFolders(section('Features')).sort()).toEqual(featureFolders);
  });

  it('says how many features there are', () => {
    const said = /\*\*(\d+) features\*\*/.exec(section('Features'))?.[1];
    expect(Number(said)).toBe(featureFolders.length);
  });

  it("counts the callables as the contract has them: the spec's, ours and all", () => {
    const said = /The spec's (\d+) and our (\d+) extensions[^]*?(\d+) in all/.exec(page);
    expect(said, 'the sentence that counts the callables').not.toBeNull();
    const [, spec, ours, all] = said!.map(Number);
    expect({ spec, ours, all }).toEqual({
      spec: SPEC_CALLABLE_NAMES.length,
      ours: CALLABLE_NAMES.length - SPEC_CALLABLE_NAMES.length,
      all: CALLABLE_NAMES.length,
    });
  });

  it('names, for each feature that reads, the queries its queries.ts declares', () => {
    for (const folder of featureFolders) {
      const file = join(ROOT, 'src', 'core', folder, 'queries.ts');
      const declared = existsSync(file)
        ? [...readFileSync(file, 'utf8').matchAll(/export const (\w+Query)\b/g)].map(([, n]) => n)
        : [];
      const row = section('Features')
        .split('\n')
        .find((line) => line.startsWith(`| \`${folder}\``));
      const named = [...(row ?? '').matchAll(/`(\w+Query)`/g)].map(([, name]) => name);
      expect(named.sort(), `the row of ${folder}`).toEqual(declared.sort());
    }
  });
});
