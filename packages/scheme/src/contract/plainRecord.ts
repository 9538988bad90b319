/**
 * What the request and the response side both ask of a value, kept apart from either so that
 * importing it builds no schema: no yup call here, so the app's bundle carries no request schema
 * (DECISIONS.md "Code shape: one home for the scheme").
 */

/** A plain record: an object whose prototype is Object's or null (not a list, a Date, a Map). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (
    typeof value !== 'object' ||
    // Stryker disable next-line ConditionalExpression: no caller passes null (asJson and isJsonData answer it first, parseRequest's body is never null)
    value === null ||
    Array.isArray(value)
  ) {
    return false;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
