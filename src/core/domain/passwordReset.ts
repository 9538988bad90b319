import { RESET_LINK_TTL_MS } from './constants';

const CREATE_NEW_ONE = 'create a new one';

/** spec section 8: a reset error containing 'create a new one' sends the visitor to /account/create. */
export function isResetCreateNewOne(message: string): boolean {
  return message.toLowerCase().includes(CREATE_NEW_ONE);
}

/** The reset link lasts 2 hours: valid from issue (inclusive) until issue + 2 h (exclusive). */
export function isResetLinkExpired(issuedAt: Date, now: Date): boolean {
  return now.getTime() >= issuedAt.getTime() + RESET_LINK_TTL_MS;
}
