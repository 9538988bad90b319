import { parseResponse, type CallableName, type CallableResponse } from '@met/scheme/contract';
import { MalformedResponseError } from './MalformedResponseError';

/**
 * The one response check every CallablesPort adapter runs on a callable's raw answer, so the
 * fake and the real backend are held to the same contract.
 * @throws MalformedResponseError when `raw` does not match the contract of `name`.
 */
export function validateCallableResponse<K extends CallableName>(
  name: K,
  raw: unknown,
): CallableResponse<K> {
  const parsed = parseResponse(name, raw);
  if (!parsed.ok) throw new MalformedResponseError(name, parsed.problem);
  return parsed.value;
}
