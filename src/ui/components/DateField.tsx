import { useState, type ReactNode } from 'react';
import {
  dayKeyFromParts,
  partsOfDayKey,
  type DatePart,
  type DateParts,
} from '../../core/kernel/dateOfBirth';
import { messages } from '../../core/kernel/messages';
import { FieldError } from './FieldError';
import { classNames } from './classNames';
import { useFieldIds } from './useFieldIds';
import './Field.css';

interface DateFieldProps {
  /** The group's legend, e.g. 'Date of birth'. */
  label: ReactNode;
  /** 'yyyy-MM-dd' once all three fields are typed, '' when none is (see dayKeyFromParts). */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** The day field's id: the error summary's link moves focus there. */
  id?: string;
  /** autocomplete tokens bday-day, bday-month, bday-year (a date of birth). */
  birthday?: boolean;
  className?: string;
}

const FIELDS: readonly { part: DatePart; label: string; size: 'short' | 'long' }[] = [
  { part: 'day', label: messages.fieldLabels.day, size: 'short' },
  { part: 'month', label: messages.fieldLabels.month, size: 'short' },
  { part: 'year', label: messages.fieldLabels.year, size: 'long' },
];

/*
 * A date as day, month and year fields (the GOV.UK pattern, spec-decisions 26), never a native
 * date picker whose order follows the browser's locale. What is typed stays as typed; the form
 * receives one 'yyyy-MM-dd' value.
 */
export function DateField({
  label,
  value,
  onChange,
  hint = messages.fieldLabels.dobHint,
  error,
  id,
  birthday = true,
  className,
}: DateFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const [parts, setParts] = useState<DateParts>(() => partsOfDayKey(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // The form changed the value itself (a reset or a prefill): show it.
    setLastValue(value);
    if (value !== dayKeyFromParts(parts)) setParts(partsOfDayKey(value));
  }
  const change = (part: DatePart, typed: string) => {
    const next = { ...parts, [part]: typed.replace(/\D/g, '') };
    const nextValue = dayKeyFromParts(next);
    setParts(next);
    setLastValue(nextValue);
    onChange(nextValue);
  };
  return (
    <fieldset
      className={classNames('field', 'date-field', error && 'field--error', className)}
      aria-describedby={ids.describedBy}
    >
      <legend className="field__label">{label}</legend>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.errorId} message={error} />}
      <div className="date-field__parts">
        {FIELDS.map(({ part, label: partLabel, size }) => {
          const inputId = part === 'day' ? ids.inputId : `${ids.inputId}-${part}`;
          return (
            <div className={`date-field__part date-field__part--${size}`} key={part}>
              <label className="date-field__label" htmlFor={inputId}>
                {partLabel}
              </label>
              <input
                id={inputId}
                className="field__control"
                type="text"
                inputMode="numeric"
                maxLength={size === 'long' ? 4 : 2}
                autoComplete={birthday ? `bday-${part}` : 'off'}
                value={parts[part]}
                onChange={(event) => change(part, event.target.value)}
                aria-invalid={error ? true : undefined}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
