import { DomainError } from './DomainError';
import { FunctionError } from './FunctionError';

/**
 * The calls that send mail (join, resend verification, forgotten password) are limited per
 * address and per connection
 * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links"). Their
 * 'resource-exhausted' is a mail limit, not failed guesses, so the member is told that plainly
 * instead of 'too many failed attempts'.
 */
export function mailLimitRefusal(error: unknown): unknown {
  return error instanceof FunctionError && error.code === 'resource-exhausted'
    ? new DomainError('tooManyEmails')
    : error;
}
