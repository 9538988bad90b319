import { describe, expect, it } from 'vitest';
import { asksForOwnerCode, ownerCodeRefusal } from '../../../src/core/account/ownerCode';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';

const ASKS_FOR_CODE = { ownerCode: 'required' };

describe('ownerCodeRefusal: only the server asking for the mailed code becomes that refusal', () => {
  it('turns resource-exhausted asking for the code into ownerCodeMailed', () => {
    const refusal = ownerCodeRefusal(new FunctionError('resource-exhausted', 'x', ASKS_FOR_CODE));

    expect(refusal).toBeInstanceOf(DomainError);
    expect(asksForOwnerCode(refusal)).toBe(true);
  });

  it('leaves any other answer as it is, even one whose details look alike', () => {
    const otherCode = new FunctionError('invalid-argument', 'x', ASKS_FOR_CODE);
    const plainLimit = new FunctionError('resource-exhausted', 'Too many attempts');
    const notFromServer = Object.assign(new Error('x'), {
      code: 'resource-exhausted',
      details: ASKS_FOR_CODE,
    });

    for (const error of [otherCode, plainLimit, notFromServer]) {
      expect(ownerCodeRefusal(error)).toBe(error);
      expect(asksForOwnerCode(ownerCodeRefusal(error))).toBe(false);
    }
  });

  it('asks for the code only on that refusal, not on another domain error or a lookalike', () => {
    expect(asksForOwnerCode(new DomainError('ownerCodeMailed'))).toBe(true);
    expect(asksForOwnerCode({ key: 'ownerCodeMailed' })).toBe(false);
    expect(asksForOwnerCode(new DomainError('profileNotFound'))).toBe(false);
  });
});
