import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/RULES.md tells a newcomer which file decides each spec rule. A table that names a moved or
 * deleted file sends them nowhere, so every file it names must exist.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const table = readFileSync(join(ROOT, 'docs', 'RULES.md'), 'utf8');

/** The file of each table row: its last cell, in backticks. */
const files = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| (Rule|-)/.test(line))
  .map((line) => /`([^`]+)`\s*\|$/.exec(line)?.[1] ?? `(no file in row: ${line})`);

describe('docs/RULES.md, where each spec rule lives', () => {
  it('has a row for every group of rules', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('names %s, which exists', (file) => {
    expect(existsSync(join(ROOT, file))).toBe(true);
  });
});
