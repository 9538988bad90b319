/**
 * yup schemas for every callable's response (spec section 7 and our extension,
 * wallet-getPassLinks: callables.ts), and parseResponse, which the app's ports call. Each
 * callable group's schemas are its own file (members/responses.ts, desk/responses.ts, ...), the
 * blocks they share responseFields.ts; this module puts them together, one schema per callable.
 *
 * Responses are checked strictly (no type coercion: a numeric string is not a number) and unknown
 * fields are stripped, so the app never sees a shape it was not written for. The requests' schemas
 * are requests.ts, kept apart so the app's bundle carries none of them (DECISIONS.md "Code shape:
 * one home for the scheme").
 */
import * as yup from 'yup';
import type { CallableName, CallableResponse } from './callables';
import { isPlainRecord } from './plainRecord';
import { analyticsResponses } from './analytics/responses';
import { benefitsResponses } from './benefits/responses';
import { deskResponses } from './desk/responses';
import { membersResponses } from './members/responses';
import { passkeysResponses } from './passkeys/responses';
import { promotionsResponses } from './promotions/responses';
import { usersResponses } from './users/responses';
import { vouchersResponses } from './vouchers/responses';
import { walletResponses } from './wallet/responses';

export type { CallableName, CallableRequest, CallableResponse } from './callables';
export { memberDataSchema } from './members/responses';

export const responseSchemas = {
  ...usersResponses,
  ...membersResponses,
  ...benefitsResponses,
  ...vouchersResponses,
  ...promotionsResponses,
  ...walletResponses,
  ...passkeysResponses,
  ...deskResponses,
  ...analyticsResponses,
} satisfies { [K in CallableName]: yup.Schema };

/**
 * Compile-time tie between the schemas and the contract types: what each response schema lets
 * through must be the callable's declared answer, so a schema that drops or retypes a field the
 * contract declares does not compile (the error names the callable).
 */
type ResponsesOffContract = {
  [K in CallableName]: yup.InferType<(typeof responseSchemas)[K]> extends CallableResponse<K>
    ? never
    : K;
}[CallableName];
const everyResponseSchemaMatchesItsType: [ResponsesOffContract] extends [never]
  ? true
  : ResponsesOffContract =
  // Stryker disable next-line BooleanLiteral: a compile-time check only; the value is discarded and tsc refuses false
  true;
void everyResponseSchemaMatchesItsType;

export type ParsedResponse<K extends CallableName> =
  { ok: true; value: CallableResponse<K> } | { ok: false; problem: string };

/** Checks what a callable answered. Never throws: a malformed answer is a problem to report. */
export function parseResponse<K extends CallableName>(name: K, raw: unknown): ParsedResponse<K> {
  try {
    const schema = responseSchemas[name] as yup.Schema | undefined;
    if (!schema) return { ok: false, problem: `${String(name)} is not a known callable` };
    if (!isJsonData(raw)) {
      return { ok: false, problem: `${String(name)} answered something JSON cannot carry` };
    }
    schema.validateSync(raw, { strict: true, abortEarly: false });
    const value = schema.cast(raw, { stripUnknown: true, assert: false }) as CallableResponse<K>;
    return { ok: true, value };
  } catch (error) {
    const details =
      error instanceof yup.ValidationError ? error.errors.join('; ') : describeUnexpected(error);
    return { ok: false, problem: `${String(name)} answered an unexpected shape: ${details}` };
  }
}

/**
 * True for what a JSON answer can hold: null, booleans, numbers, strings, arrays and plain records
 * of them. yup takes a function for an object without checking its fields, so a value that no
 * wire could carry is refused before the schemas see it.
 */
function isJsonData(value: unknown): boolean {
  if (value === null || ['boolean', 'number', 'string'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJsonData);
  return isPlainRecord(value) && Object.values(value).every(isJsonData);
}

function describeUnexpected(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
