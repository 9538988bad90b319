import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Comments and test names say why the code is as it is, never which tracker entry asked for it:
 * a reader should not need the tracker to understand the code. Where history matters, a comment
 * names a docs/DECISIONS.md heading instead. This walks the app, the backend, the shared packages
 * and the tests, and lists every line that cites a tracker entry by number.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const ROOTS = ['src', 'functions/src', 'packages', 'tests'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.css', '.html']);

/** Installed, built or generated: not written by us, or written again by a build. */
const skipsFolder = (name: string): boolean =>
  name === 'node_modules' || name === 'lib' || name.startsWith('dist') || name.startsWith('.');

/*
 * The word and its number, as a tracker citation reads. Built from two halves, so that this file's
 * own source never spells a citation and the walk need not leave it out.
 */
const CITATION = new RegExp(['\\bissue', 's? #?[0-9]+'].join(''), 'gi');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipsFolder(entry.name) ? [] : sourceFiles(path);
    return entry.isFile() && EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

/** "file:line: the citations on it" for every line of `path` that cites a tracker entry. */
function citationsIn(path: string): string[] {
  const file = relative(ROOT, path);
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((text, index) => {
      const found = text.match(CITATION);
      return found ? [`${file}:${index + 1}: ${found.join(', ')}`] : [];
    });
}

describe('comments and test names', () => {
  it('cite no tracker entry by number in src/, functions/src/, packages/ or tests/', () => {
    const files = ROOTS.flatMap((folder) => sourceFiles(join(ROOT, folder)));

    const citations = files.flatMap(citationsIn);

    expect(files.length).toBeGreaterThan(100);
    expect(
      citations,
      `${citations.length} lines cite a tracker entry (name a docs/DECISIONS.md heading instead):\n` +
        citations.join('\n'),
    ).toEqual([]);
  });
});
