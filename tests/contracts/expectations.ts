import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { AuthError } from '../../src/core/kernel/AuthError';
import type { AuthErrorReason } from '../../src/core/kernel/authErrors';
import { FunctionError } from '../../src/core/kernel/FunctionError';
import type { FunctionErrorCode } from '../../src/core/kernel/functionErrors';
import type { AuthUser } from '../../src/core/ports/AuthPort';
import type { BackendFixture } from './BackendFixture';

export { DEMO_PASSWORD };

/** Signs in as a demo account by its key ('king' is king@example.com). */
export function signInAs(fixture: BackendFixture, key: string): Promise<AuthUser> {
  return fixture.auth.signIn(`${key}@example.com`, DEMO_PASSWORD);
}

/** The error `work` fails with; the test fails if it succeeds. */
export async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

export async function expectFunctionError(
  work: Promise<unknown>,
  code: FunctionErrorCode,
  messagePart?: string,
): Promise<FunctionError> {
  const error = await failureOf(work);
  expect(error).toBeInstanceOf(FunctionError);
  const functionError = error as FunctionError;
  expect(functionError.code).toBe(code);
  expect(functionError.message).not.toBe('');
  if (messagePart !== undefined) expect(functionError.message).toContain(messagePart);
  return functionError;
}

export async function expectAuthError(
  work: Promise<unknown>,
  reason: AuthErrorReason,
): Promise<AuthError> {
  const error = await failureOf(work);
  expect(error).toBeInstanceOf(AuthError);
  expect((error as AuthError).reason).toBe(reason);
  return error as AuthError;
}

/** The oobCode of the newest action link mailed to `email`. */
export async function latestCodeTo(fixture: BackendFixture, email: string): Promise<string> {
  const link = await fixture.latestLinkTo(email);
  expect(link, `a link mailed to ${email}`).not.toBeNull();
  const code = new URL(link ?? '').searchParams.get('oobCode');
  expect(code).toBeTruthy();
  return code ?? '';
}
