import type { AnySchema, InferType } from 'yup';
import { FunctionError } from './errors';
import { InvalidFormError } from './InvalidFormError';
import { messages } from './messages';

export type FormSchemas = typeof import('./schemas');

/**
 * The form schemas, and yup with them, are a chunk of their own that the first form sent
 * downloads: a first visit of /login paints without them, and the service worker has them for
 * every later visit (DECISIONS.md "Performance: the first visit and the start").
 * @throws FunctionError 'unavailable' (network error) when the chunk cannot be downloaded.
 */
export async function loadFormSchemas(): Promise<FormSchemas> {
  try {
    return await import('./schemas');
  } catch (error) {
    console.error('The form rules could not be downloaded', error);
    throw new FunctionError('unavailable', messages.errors.network);
  }
}

/**
 * The validated value of the schema `schemaOf` picks.
 * @throws InvalidFormError; FunctionError 'unavailable' (see loadFormSchemas).
 */
export async function validated<S extends AnySchema>(
  schemaOf: (schemas: FormSchemas) => S,
  values: unknown,
): Promise<InferType<S>> {
  const schemas = await loadFormSchemas();
  const result = schemas.validateForm(schemaOf(schemas), values);
  if (!result.ok) throw new InvalidFormError(result.fieldErrors, result.summary);
  return result.value;
}
