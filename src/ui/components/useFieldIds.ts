import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** The aria-describedby value for the control: hint and error ids that are shown. */
  describedBy: string | undefined;
}

/** Stable ids tying a control to its hint and error so screen readers announce both. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const ids = [hasHint && hintId, hasError && errorId].filter((value): value is string =>
    Boolean(value),
  );
  return { inputId, hintId, errorId, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}
