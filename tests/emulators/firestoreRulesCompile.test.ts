import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skipWithoutFirestore } from '../functions/adapters/firestoreEmulator';

/**
 * firestore.rules through the Firestore emulator's own rules compiler (the one a deploy uses):
 * the file compiles, and the compiler really checks, so a broken file would fail this.
 */
const PROJECT = 'demo-metrewards-rules-compile';
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

interface Issue {
  sourcePosition: { line: number; column: number };
  description: string;
  severity: string;
}

/** The compiler's answer: 400 for a syntax error; otherwise 200 and its issues (warnings). */
async function compile(rules: string): Promise<{ status: number; body: string; issues: Issue[] }> {
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}:securityRules`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    },
  );
  const body = await response.text();
  const issues = response.ok ? ((JSON.parse(body) as { issues?: Issue[] }).issues ?? []) : [];
  return { status: response.status, body, issues };
}

describe.skipIf(skipWithoutFirestore('firestore.rules compile check'))(
  'firestore.rules and the rules compiler',
  () => {
    it('compiles with no error and no warning', async () => {
      const { status, body, issues } = await compile(RULES);

      expect(status, body).toBe(200);
      expect(issues).toEqual([]);
    });

    it('is refused with the line and column of a syntax error', async () => {
      const broken = RULES.replace(
        'allow read: if signedInAs(uid);',
        'allow read: if signedInAs(uid) &&;',
      );

      const { status, body } = await compile(broken);

      expect(status).toBe(400);
      expect(body).toMatch(/L\d+:\d+/);
    });

    it('warns, at its place, of a rule that calls a function that does not exist', async () => {
      const broken = RULES.replace('signedInAs(uid);', 'signedInAsSomeone(uid);');

      const { issues } = await compile(broken);

      expect(issues).toEqual([
        expect.objectContaining({ description: 'Invalid function name: signedInAsSomeone.' }),
      ]);
      expect(issues[0]?.sourcePosition.line).toBeGreaterThan(1);
    });
  },
);
