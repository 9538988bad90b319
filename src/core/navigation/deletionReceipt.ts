import { DELETION_REFERENCE_PATTERN } from '@met/scheme';
import { pathTo } from './routes';

/** The receipt page of a deleted online account, carrying its reference. */
export function deletionReceiptPath(reference: string): string {
  return `${pathTo('accountDeleted')}?reference=${encodeURIComponent(reference)}`;
}

/**
 * The reference a receipt page's query string carries, or null: none, or not one the server
 * could have made (a hand-made address shows the page without a reference, never other text).
 */
export function deletionReceiptReference(search: string): string | null {
  const reference = new URLSearchParams(search).get('reference');
  // Stryker disable next-line ConditionalExpression: test(null) reads 'null', which no reference matches
  return reference !== null && DELETION_REFERENCE_PATTERN.test(reference) ? reference : null;
}
