import type { FormErrorLink } from '../../components/FormErrorSummary';

/**
 * The error summary's links in page order: `targets` maps each field to the id of the control
 * that takes focus (for a RadioGroup, its first radio: `${groupId}-0`).
 */
export function formErrorLinks(
  fieldErrors: Readonly<Record<string, string>>,
  targets: Readonly<Record<string, string>>,
): FormErrorLink[] {
  return Object.entries(targets).flatMap(([field, fieldId]) => {
    const message = fieldErrors[field];
    return message === undefined ? [] : [{ fieldId, message }];
  });
}
