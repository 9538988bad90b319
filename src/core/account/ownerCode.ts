import { DomainError } from '../kernel/DomainError';
import { FunctionError } from '../kernel/FunctionError';

/**
 * users-createUser and members-linkMembership answer resource-exhausted with details
 * { ownerCode: 'required' } once a membership's details have been guessed too often: the server
 * mailed a code to the membership's email on record, which the member types to carry on
 * (DECISIONS.md "Account and mail: guessing limits and the planted login"). That refusal becomes
 * DomainError('ownerCodeMailed'), which says so instead of 'too many failed attempts'; any other
 * error is left as it is.
 */
export function ownerCodeRefusal(error: unknown): unknown {
  if (!(error instanceof FunctionError) || error.code !== 'resource-exhausted') return error;
  const details = error.details as { ownerCode?: unknown } | undefined;
  return details?.ownerCode === 'required' ? new DomainError('ownerCodeMailed') : error;
}

/** Whether a form's failure asks for the mailed code (the form then shows the code field). */
export function asksForOwnerCode(error: unknown): boolean {
  return error instanceof DomainError && error.key === 'ownerCodeMailed';
}

/** The typed code as the server takes it (digits only), or nothing when none was typed. */
export function ownerCodeOption(typed: string): { ownerCode?: string } {
  const code = typed.replace(/\s/g, '');
  return code === '' ? {} : { ownerCode: code };
}
