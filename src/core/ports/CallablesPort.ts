import type { CallableName, CallableRequest, CallableResponse } from '@met/scheme/contract';

export type { CallableName, CallableRequest, CallableResponse };

/**
 * The callable cloud functions, typed by the wire contract: the 19 of spec section 7 and our
 * extension of the spec's table, wallet-getPassLinks (the membership card's wallet passes).
 */
export interface CallablesPort {
  /**
   * Calls function `name` (with the signed-in user's token when there is one) and answers its
   * response, validated against the contract by validateCallableResponse.
   * @throws FunctionError with the function's code and message (a network failure is code
   *   'unavailable', a timeout 'deadline-exceeded').
   * @throws MalformedResponseError when the answer does not match the contract.
   */
  call<K extends CallableName>(name: K, request: CallableRequest<K>): Promise<CallableResponse<K>>;
}

export const CallablesPort = Symbol('CallablesPort');
