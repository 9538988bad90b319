const CREATE_NEW_ONE = 'create a new one';

/** spec section 8: a reset error containing 'create a new one' sends the visitor to /account/create. */
export function isResetCreateNewOne(message: string): boolean {
  return message.toLowerCase().includes(CREATE_NEW_ONE);
}
