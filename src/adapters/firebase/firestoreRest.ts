import { FunctionError, isFunctionErrorCode } from '../../core/kernel/errors';
import { messages } from '../../core/kernel/messages';

/**
 * Firestore's REST API (v1), which is what Firestore Lite speaks: a value is an object with one
 * typed key (https://firebase.google.com/docs/firestore/reference/rest/v1/Value).
 */
export type RestValue = Readonly<Record<string, unknown>>;
export type RestFields = Readonly<Record<string, RestValue>>;

/** A document as the REST API answers it. */
export interface RestDocument {
  name: string;
  fields?: RestFields;
  /** When it was last written: the precondition of a write that must not overwrite a newer one. */
  updateTime: string;
}

/** An instant with more than three digits of fraction (Firestore keeps microseconds). */
const FINE_INSTANT = /^(.*T\d{2}:\d{2}:\d{2}\.\d{3})\d*(Z|[+-]\d{2}:\d{2})$/;

/**
 * A REST value as plain data: numbers, text, true/false, null, lists, records, and instants as
 * Dates. Kinds the app never stores in its documents (bytes, references, points) are undefined.
 */
export function fromRestValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) {
    const text = String(value.timestampValue);
    return new Date(text.replace(FINE_INSTANT, '$1$2'));
  }
  if ('arrayValue' in value) return restValuesOf(value).map(fromRestValue);
  if ('mapValue' in value) return fromRestFields(propertyOf(value.mapValue, 'fields'));
  return undefined;
}

/** A document's fields as plain data (none for anything that is not a record of values). */
export function fromRestFields(fields: unknown): Record<string, unknown> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, v]) => [key, fromRestValue(v)]));
}

/** The elements of an array value as stored; none for anything else. */
export function restValuesOf(value: unknown): readonly RestValue[] {
  const values = propertyOf(propertyOf(value, 'arrayValue'), 'values');
  return Array.isArray(values) ? (values as RestValue[]) : [];
}

function propertyOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * The REST API's error answer ({error: {status, message}}, one element of a list for a query)
 * as the core's FunctionError: its status is a function code already (both follow
 * google.rpc.Code), except the few the app has no handling for, which are 'unknown'.
 */
export function fromRestError(body: unknown, httpStatus: number): FunctionError {
  const answer: unknown = Array.isArray(body) ? body[0] : body;
  const { message: stated } =
    typeof answer === 'object' && answer !== null && 'error' in answer
      ? ((answer.error ?? {}) as { message?: unknown })
      : {};
  const code = restStatusOf(body)?.toLowerCase().replaceAll('_', '-') ?? '';
  const message = typeof stated === 'string' ? stated : `HTTP ${httpStatus}`;
  return new FunctionError(isFunctionErrorCode(code) ? code : 'unknown', message, body);
}

/**
 * A request to the REST API; no HTTP answer at all (offline, host unreachable: fetch rejects) is
 * 'unavailable' with the network message, like a callable's network failure, and an error answer
 * is its FunctionError. Answers the JSON of a successful answer, or null for a document that
 * does not exist (404).
 */
export async function restRequest(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new FunctionError('unavailable', messages.errors.network, error);
  }
  if (response.status === 404) return null;
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  throw fromRestError(body, response.status);
}

function restStatusOf(body: unknown): string | undefined {
  const answer: unknown = Array.isArray(body) ? body[0] : body;
  if (typeof answer !== 'object' || answer === null || !('error' in answer)) return undefined;
  const { status } = (answer.error ?? {}) as { status?: unknown };
  return typeof status === 'string' ? status : undefined;
}
