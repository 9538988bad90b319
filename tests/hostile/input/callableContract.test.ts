import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CallableError,
  parseRequest,
  parseResponse,
  responseSchemas,
} from '@met/scheme/contract';
import { MalformedResponseError } from '../../../src/core/kernel/MalformedResponseError';
import { validateCallableResponse } from '../../../src/core/kernel/validateCallableResponse';
import { holdsFor } from './holdsFor';
import { hostileString } from './hostileValues';
import { mutationOf } from './mutations';
import { VALID_REQUESTS, VALID_RESPONSES } from '../../builders/validCallableMessages';

/**
 * The wire contract of the callables (@met/scheme: the spec's 19 and wallet-getPassLinks) and
 * the port boundary (validateCallableResponse) against hostile messages: requests are parsed or refused with
 * CallableError('invalid-argument') in words a member can read; answers are parsed or refused
 * with MalformedResponseError; nothing else is ever thrown, and nothing pollutes a prototype.
 */

const RUNS = 60;
const NOW = new Date('2026-03-10T12:00:00Z');

/** yup's own wording, which a member must never read ('x must be a `string` type, but...'). */
const YUP_DEFAULT_WORDING =
  /`|\$\{|final value|cannot be null|is a required field|must be one of the following|must be a `/;
const MESSAGE_MAX_LENGTH = 120;

function expectNoPollution(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}

/** Every number in an accepted answer is one a view can show: finite, never NaN. */
function finiteNumbersOnly(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(finiteNumbersOnly);
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).every(finiteNumbersOnly);
  }
  return true;
}

describe('bad input: callable requests (parseRequest, every callable)', { timeout: 60_000 }, () => {
  afterEach(expectNoPollution);

  it.each(CALLABLE_NAMES)(
    '%s: a hostile request is parsed or refused as invalid-argument',
    async (name) => {
      await holdsFor(
        `contract parseRequest ${name}`,
        mutationOf(VALID_REQUESTS[name]),
        (raw) => {
          let problem: unknown = null;
          try {
            parseRequest(name, raw, NOW);
          } catch (error) {
            problem = error;
          }
          if (problem === null) return;
          expect(problem).toBeInstanceOf(CallableError);
          const { code, message } = problem as CallableError;
          expect(code).toBe('invalid-argument');
          expect(message).not.toMatch(YUP_DEFAULT_WORDING);
          expect(message.length).toBeGreaterThan(0);
          expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
          expectNoPollution();
        },
        { numRuns: RUNS, examples: [VALID_REQUESTS[name], null, 'values', []] },
      );
    },
  );

  it('a support ticket in any script, with markup, emoji or right-to-left text, arrives as typed', async () => {
    await holdsFor(
      'contract parseRequest members-submitTicket: free text',
      fc.record({
        name: hostileString.filter((text) => text.trim() !== '' && text.trim().length <= 100),
        message: hostileString.filter((text) => text.trim() !== '' && text.trim().length <= 2000),
      }),
      ({ name, message }) => {
        const request = {
          values: { name, message, email: 'ada@example.com', membershipNumber: '', topic: 'Other' },
          idempotencyKey: 'hostile-ticket-key-0001',
          spoofed: 'dropped',
        };

        const parsed = parseRequest('members-submitTicket', request, NOW);

        expect(parsed).toEqual({
          values: {
            name: name.trim(),
            message: message.trim(),
            email: 'ada@example.com',
            membershipNumber: '',
            topic: 'Other',
          },
          idempotencyKey: 'hostile-ticket-key-0001',
        });
      },
      { numRuns: RUNS },
    );
  });
});

describe(
  'bad input: callable answers at the port boundary (every callable)',
  { timeout: 60_000 },
  () => {
    afterEach(expectNoPollution);

    it.each(CALLABLE_NAMES)('%s: the valid answer passes, unknown fields stripped', (name) => {
      const parsed = parseResponse(name, {
        ...(VALID_RESPONSES[name] as object),
        injected: '<b>x</b>',
      });

      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(parsed.value).not.toHaveProperty('injected');
    });

    it.each(CALLABLE_NAMES)(
      '%s: a hostile answer is parsed whole or refused as MalformedResponseError',
      async (name) => {
        await holdsFor(
          `contract parseResponse ${name}`,
          mutationOf(VALID_RESPONSES[name]),
          (raw) => {
            const parsed = parseResponse(name, raw);

            if (parsed.ok) {
              expect(validateCallableResponse(name, raw)).toEqual(parsed.value);
              expect(responseSchemas[name].isValidSync(parsed.value, { strict: true })).toBe(true);
              expect(finiteNumbersOnly(parsed.value)).toBe(true);
            } else {
              expect(parsed.problem).toContain(name);
              expect(() => validateCallableResponse(name, raw)).toThrow(MalformedResponseError);
            }
            expectNoPollution();
          },
          {
            numRuns: RUNS,
            examples: [
              null,
              undefined,
              '',
              [],
              { success: 'true' },
              { success: true, prize: Infinity },
            ],
          },
        );
      },
    );
  },
);
