import type { AnySchema, InferType } from 'yup';
import { validateForm } from '../domain/schemas';

/** A form's values broke its rules; nothing was sent. The form shows fieldErrors in red. */
export class InvalidFormError extends Error {
  override readonly name = 'InvalidFormError';

  constructor(
    readonly fieldErrors: Record<string, string>,
    summary: string,
  ) {
    super(summary);
  }
}

/** The schema's validated value. @throws InvalidFormError. */
export function validated<S extends AnySchema>(schema: S, values: unknown): InferType<S> {
  const result = validateForm(schema, values);
  if (!result.ok) throw new InvalidFormError(result.fieldErrors, result.summary);
  return result.value;
}
