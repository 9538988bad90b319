/** Calls a callable of the Functions emulator over HTTP, as the Firebase client SDK does. */
import { expect } from 'vitest';
import {
  type CallableName,
  type CallableResponse,
  FUNCTION_ERROR_STATUS,
  type FunctionErrorCode,
  parseResponse,
} from '@met/scheme/contract';
import { idTokenFor } from './authEmulator';
import { FUNCTIONS_ORIGIN, PROJECT_ID, REGION } from './emulatorEnvironment';

export interface CallableAnswer {
  status: number;
  result?: unknown;
  error?: { code: string; message: string; details?: unknown };
}

/**
 * Who calls: nobody, a demo login by email, or a raw bearer token; `from`, the caller's address,
 * sent as the X-Forwarded-For entry Google's front end appends (the per-address limits count it).
 */
export type Caller = ({ signedOut: true } | { email: string } | { bearer: string }) & {
  from?: string;
};

export const signedOut: Caller = { signedOut: true };
export const as = (email: string): Caller => ({ email });

export async function callFunction(
  name: CallableName,
  data: unknown,
  caller: Caller,
): Promise<CallableAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if ('email' in caller) headers.authorization = `Bearer ${await idTokenFor(caller.email)}`;
  if ('bearer' in caller) headers.authorization = `Bearer ${caller.bearer}`;
  if (caller.from !== undefined) headers['x-forwarded-for'] = caller.from;
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as {
    result?: unknown;
    error?: { status: string; message: string; details?: unknown };
  };
  if (!body.error) return { status: response.status, result: body.result };
  const { status, message, details } = body.error;
  return {
    status: response.status,
    error: { code: status.toLowerCase().replace(/_/g, '-'), message, details },
  };
}

/** Calls a callable that must answer, and checks the answer against the contract. */
export async function expectAnswer<K extends CallableName>(
  name: K,
  data: unknown,
  caller: Caller,
): Promise<CallableResponse<K>> {
  const answer = await callFunction(name, data, caller);
  expect(answer.error, `${name} must answer`).toBeUndefined();
  expect(answer.status).toBe(200);
  const parsed = parseResponse(name, answer.result);
  expect(parsed, `${name} answer must match the contract`).toMatchObject({ ok: true });
  return answer.result as CallableResponse<K>;
}

/** Calls a callable that must fail with `code`, carried by the HTTP status of spec section 8. */
export async function expectFailure(
  name: CallableName,
  data: unknown,
  caller: Caller,
  code: Exclude<FunctionErrorCode, 'unknown'>,
): Promise<NonNullable<CallableAnswer['error']>> {
  const answer = await callFunction(name, data, caller);
  expect(answer.error?.code, `${name} must fail with ${code}: ${answer.error?.message}`).toBe(code);
  expect(answer.status).toBe(FUNCTION_ERROR_STATUS[code]);
  return answer.error!;
}
