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
