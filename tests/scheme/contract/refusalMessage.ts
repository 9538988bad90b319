import { expect } from 'vitest';
import { CallableError, parseRequest, type CallableName } from '@met/scheme/contract';

/** The instant the request tests parse at. */
export const NOW = new Date('2026-03-10T12:00:00Z');

/**
 * The words `name` refuses `raw` with, as the member reads them; the refusal must be the
 * contract's invalid-argument, and a request accepted fails the test.
 */
export function messageOf(name: CallableName, raw: unknown): string {
  try {
    parseRequest(name, raw, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    expect((error as CallableError).code).toBe('invalid-argument');
    return (error as CallableError).message;
  }
  throw new Error(`${name} accepted ${JSON.stringify(raw)}`);
}
