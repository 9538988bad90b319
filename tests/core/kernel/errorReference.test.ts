import { describe, expect, it } from 'vitest';
import { newErrorReference } from '../../../src/core/kernel/errorReference';

describe('the reference shown with a generic error', () => {
  it('is eight upper-case hex characters a member can read out to support', () => {
    expect(newErrorReference()).toMatch(/^[0-9A-F]{8}$/);
  });

  it('differs from one error to the next, so support finds the right log line', () => {
    const references = new Set(Array.from({ length: 20 }, () => newErrorReference()));

    expect(references.size).toBe(20);
  });
});
