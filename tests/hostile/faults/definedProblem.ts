import { expect } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import type { Dialog, ProblemDialog } from '../../../src/core/kernel/DialogStore';

/** What the server says with an injected fault; shown word for word only where 14 says so. */
export function serverMessageFor(code: FunctionErrorCode): string {
  return `The casino system refused this (${code})`;
}

/** The codes whose dialog offers "Try again" (spec-decisions 14: network trouble). */
export const NETWORK_CODES: readonly FunctionErrorCode[] = [
  'unavailable',
  'deadline-exceeded',
  'cancelled',
];

/**
 * spec-decisions 14, written out from the spec rather than from the code: the text the member
 * reads in the 'Problem' dialog for a failed call with `code`. A generic error carries the short
 * reference the dialog shows, so it is checked against that reference.
 */
export function definedMessageFor(code: FunctionErrorCode, reference: string | null): string {
  switch (code) {
    case 'unauthenticated':
      return messages.errors.notSignedIn;
    case 'unavailable':
    case 'deadline-exceeded':
    case 'cancelled':
      return messages.errors.network;
    case 'resource-exhausted':
      return messages.errors.rateLimited;
    case 'invalid-argument':
    case 'not-found':
    case 'failed-precondition':
    case 'already-exists':
    case 'aborted':
    case 'permission-denied':
      return serverMessageFor(code);
    case 'internal':
    case 'unimplemented':
    case 'unknown':
      return messages.errors.genericWithReference(reference ?? '(no reference shown)');
  }
}

/** The generic message with any reference, for dialogs that carry it in their text only. */
export const GENERIC_WITH_ANY_REFERENCE = new RegExp(
  `^${escapeRegExp(messages.errors.genericWithReference('REFERENCE')).replace('REFERENCE', '[0-9A-F]{8}')}$`,
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The dialog on screen is the 'Problem' dialog spec-decisions 14 defines for `code`: its text,
 * a reference with (and only with) generic errors, never the server's internals for those, and
 * "Try again" only for network trouble on a flow that can retry.
 * @param heading a flow's own heading above the reason ('Unable to Link Membership').
 */
export function expectDefinedProblem(
  dialog: Dialog | null,
  code: FunctionErrorCode,
  options: {
    offersRetry: boolean;
    heading?: string;
    /** A flow's own message of spec section 8 for a code ('home casino not found'). */
    flowMessages?: Partial<Record<FunctionErrorCode, string>>;
  },
): ProblemDialog {
  expect(dialog, `a Problem dialog after ${code}`).not.toBeNull();
  expect(dialog?.kind).toBe('problem');
  const problem = dialog as ProblemDialog;
  expect(problem.title).toBe('Problem');
  const generic = code === 'internal' || code === 'unimplemented' || code === 'unknown';
  if (generic) expect(problem.reference).toMatch(/^[0-9A-F]{8}$/);
  else expect(problem.reference).toBeNull();
  const reason = options.flowMessages?.[code] ?? definedMessageFor(code, problem.reference);
  if (options.heading === undefined) {
    expect(problem.message).toBe(reason);
  } else {
    expect(problem.message).toBe(options.heading);
    expect(problem.detail).toBe(reason);
  }
  if (generic) {
    expect(`${problem.message} ${problem.detail ?? ''}`).not.toContain(serverMessageFor(code));
  }
  expect(problem.canRetry).toBe(options.offersRetry && NETWORK_CODES.includes(code));
  return problem;
}
