import { describe, expect, it } from 'vitest';
import { MalformedResponseError } from '../../../src/core/kernel/MalformedResponseError';
import { validateCallableResponse } from '../../../src/core/kernel/validateCallableResponse';
import { VALID_RESPONSES } from '../../builders/validCallableMessages';

describe("a callable's answer", () => {
  it('is passed on when it keeps the contract', () => {
    const answer = VALID_RESPONSES['members-getMember'];

    expect(validateCallableResponse('members-getMember', answer)).toEqual(answer);
  });

  it('is refused, naming the callable, when it breaks the contract', () => {
    const broken = { success: true, result: { id: 7 } };

    const refusal = (() => {
      try {
        validateCallableResponse('members-getMember', broken);
        return null;
      } catch (error) {
        return error;
      }
    })();

    expect(refusal).toBeInstanceOf(MalformedResponseError);
    expect((refusal as MalformedResponseError).callable).toBe('members-getMember');
  });
});
