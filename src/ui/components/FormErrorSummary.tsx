import { useEffect, useRef, type MouseEvent } from 'react';
import { messages } from '../../core/kernel/messages';
import { Icon } from './icons/Icon';
import './FormErrorSummary.css';

export interface FormErrorLink {
  /** id of the control to focus (for a RadioGroup, its first radio: `${id}-0`). */
  fieldId: string;
  message: string;
}

interface FormErrorSummaryProps {
  /** Defaults to the spec's wording. */
  summary?: string;
  errors?: readonly FormErrorLink[];
  /** Change it (e.g. a submit counter) to move focus back here after another failed submit. */
  focusKey?: number | string;
}

const DEFAULT_ERROR_SUMMARY = messages.validation.completeHighlighted;

/*
 * Shown at the top of a form after a failed submit. It takes focus when it appears so
 * keyboard and screen-reader users start from the list of problems.
 */
export function FormErrorSummary({
  summary = DEFAULT_ERROR_SUMMARY,
  errors = [],
  focusKey,
}: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focusing (rather than following the #hash) keeps the URL clean; it also scrolls to it.
    event.preventDefault();
    field.focus();
  };

  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref}>
      <Icon name="alert" className="error-summary__icon" />
      <div className="error-summary__body">
        <p className="error-summary__title">{summary}</p>
        {errors.length > 0 && (
          <ul className="error-summary__list">
            {errors.map((error) => (
              <li key={error.fieldId}>
                <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
