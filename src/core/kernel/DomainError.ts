import { messages } from './messages';

type ErrorCatalogue = typeof messages.errors & typeof messages.app;

/** Keys of the catalogue's plain-text errors (the ones that need no arguments). */
export type DomainErrorKey = {
  [K in keyof ErrorCatalogue]: ErrorCatalogue[K] extends string ? K : never;
}[keyof ErrorCatalogue];

export function domainErrorMessage(key: DomainErrorKey): string {
  const text: unknown =
    key in messages.errors
      ? (messages.errors as Record<string, unknown>)[key]
      : (messages.app as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : messages.errors.generic;
}

/** A rule of the product refused something; the message comes from the catalogue by key. */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly key: DomainErrorKey,
    message: string = domainErrorMessage(key),
  ) {
    super(message);
  }
}
