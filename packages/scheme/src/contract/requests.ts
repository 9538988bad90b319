/**
 * yup schemas for every callable's request (spec section 7 and our extension,
 * wallet-getPassLinks: callables.ts), and parseRequest, which the backend's handlers call. Each
 * callable group's schemas are its own file (members/requests.ts, desk/requests.ts, ...), the
 * blocks they share requestFields.ts; this module puts them together, one schema per callable.
 *
 * Requests are parsed leniently (strings trimmed, emails lower-cased, unknown fields stripped) and
 * answer 'invalid-argument' with a message a member can act on. The app never parses a request,
 * so nothing it imports may live here: this module's top-level yup calls would put every request
 * schema in the app's bundle (the answers are responses.ts; DECISIONS.md "Code shape: one home
 * for the scheme").
 */
import * as yup from 'yup';
import type { CallableName, CallableRequest } from './callables';
import { CallableError } from './errors';
import { isPlainRecord } from './plainRecord';
import { MISSING_INFORMATION, type RequestContext } from './requestFields';
import { INTERESTS } from '../rules/options';
import { analyticsRequests } from './analytics/requests';
import { benefitsRequests } from './benefits/requests';
import { deskRequests } from './desk/requests';
import { membersRequests } from './members/requests';
import { passkeysRequests } from './passkeys/requests';
import { promotionsRequests } from './promotions/requests';
import { usersRequests } from './users/requests';
import { vouchersRequests } from './vouchers/requests';
import { walletRequests } from './wallet/requests';

export {
  MISSING_INFORMATION,
  OWNER_CODE_RULE,
  type RequestContext,
  TAKES_NO_FIELDS,
} from './requestFields';
export { ENGAGEMENT_ID_PATTERN, NOT_AN_ENGAGEMENT_EVENT } from './analytics/requests';
export { NOT_A_CODE, SCAN_OR_TYPE_A_CODE } from './desk/requests';
export { MARKETING_CHANNELS_ONLY } from './members/requests';
export { NAME_YOUR_PASSKEY, NOT_A_PASSKEY } from './passkeys/requests';
export { NAMES_ONLY_THE_EVENT } from './promotions/requests';

/**
 * What any request may hold, checked before the schemas walk it: walking and stripping a huge
 * request costs as much as validating it (DECISIONS.md "Security and abuse limits: bounded
 * requests"). The contract's only list is `interests` (at most one of each option); its largest
 * record is the registration form's 11 fields, and its deepest value sits three records down.
 * The record and depth bounds leave room for fields an older or newer app adds, which are
 * stripped.
 */
const REQUEST_LIST_MAX_LENGTH = INTERESTS.length;
const REQUEST_RECORD_MAX_FIELDS = 40;
const REQUEST_MAX_DEPTH = 8;
const REQUEST_TOO_LARGE = 'This request is larger than any form of the app sends';
export const requestSchemas = {
  ...usersRequests,
  ...membersRequests,
  ...benefitsRequests,
  ...vouchersRequests,
  ...promotionsRequests,
  ...walletRequests,
  ...passkeysRequests,
  ...deskRequests,
  ...analyticsRequests,
} satisfies { [K in CallableName]: yup.Schema };

/** Compile-time tie, as for the answers (responses.ts): each parsed request is the declared one. */
type RequestsOffContract = {
  [K in CallableName]: yup.InferType<(typeof requestSchemas)[K]> extends CallableRequest<K>
    ? never
    : K;
}[CallableName];
const everyRequestSchemaMatchesItsType: [RequestsOffContract] extends [never]
  ? true
  : RequestsOffContract =
  // Stryker disable next-line BooleanLiteral: a compile-time check only; the value is discarded and tsc refuses false
  true;
void everyRequestSchemaMatchesItsType;

/**
 * Parses what a client sent to one callable. Throws CallableError('invalid-argument') carrying the
 * first problem in field order, worded for the member.
 */
export function parseRequest<K extends CallableName>(
  name: K,
  raw: unknown,
  now: Date = new Date(),
): CallableRequest<K> {
  const schema = requestSchemas[name];
  const context: RequestContext = { now };
  const body = asJson(raw ?? {});
  if (!isPlainRecord(body)) {
    throw new CallableError('invalid-argument', refusalOf(schema) ?? MISSING_INFORMATION);
  }
  try {
    return schema.validateSync(body, {
      abortEarly: false,
      stripUnknown: true,
      context,
    }) as CallableRequest<K>;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new CallableError('invalid-argument', error.errors[0] ?? MISSING_INFORMATION, {
        problems: error.errors,
      });
    }
    throw error;
  }
}

/** The refusal a schema names for a request it refuses whole (`empty`), if it names one. */
function refusalOf(schema: yup.Schema): string | undefined {
  const refusal: unknown = schema.meta()?.refusal;
  // Stryker disable next-line ConditionalExpression: only empty() names a refusal, always text, so a refusal is text or absent
  return typeof refusal === 'string' ? refusal : undefined;
}

/**
 * A request as JSON can carry it, with no field named like a member of Object.prototype:
 * '__proto__', 'constructor' or 'toString' (JSON.parse keeps them as own fields) make yup look
 * up the prototype's member as a schema, or call it as a method, and throw a TypeError. They are
 * never fields of the contract, so they are dropped. A null field is one not given (the Firebase
 * SDK sends undefined as null), so defaults apply and required fields say they are required.
 * Values JSON has no form for are left out (a symbol, a function) or become empty records (a Date,
 * a Map), which the schemas refuse as the wrong type.
 */
function asJson(value: unknown, depth = 0): unknown {
  if (['symbol', 'function', 'bigint'].includes(typeof value)) return undefined;
  if (typeof value !== 'object' || value === null) return value;
  // Bounded before anything walks it: one oversized list or record would cost seconds (item 9).
  if (depth > REQUEST_MAX_DEPTH) throw new CallableError('invalid-argument', REQUEST_TOO_LARGE);
  if (Array.isArray(value)) {
    if (value.length > REQUEST_LIST_MAX_LENGTH) {
      throw new CallableError('invalid-argument', REQUEST_TOO_LARGE);
    }
    return value.map((item) => asJson(item, depth + 1));
  }
  if (!isPlainRecord(value)) return {};
  // Listing the fields costs what parsing the JSON that held them did; walking them costs more.
  if (Object.keys(value).length > REQUEST_RECORD_MAX_FIELDS) {
    throw new CallableError('invalid-argument', REQUEST_TOO_LARGE);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const json = field === null ? undefined : asJson(field, depth + 1);
    if (
      !(key in Object.prototype) &&
      // Stryker disable next-line ConditionalExpression: yup reads a field set to undefined as one not given, and leaves it out of what it returns
      json !== undefined
    ) {
      copy[key] = json;
    }
  }
  return copy;
}
