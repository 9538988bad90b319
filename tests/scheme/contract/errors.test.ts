import { describe, expect, it } from 'vitest';
import { CallableError } from '@met/scheme/contract';

describe('CallableError', () => {
  it('names itself in logs and stack traces', () => {
    const error = new CallableError('not-found', 'No such voucher');

    expect(error.name).toBe('CallableError');
    expect(String(error)).toBe('CallableError: No such voucher');
  });
});
