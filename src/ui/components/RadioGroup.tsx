import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { classNames } from './classNames';
import './Field.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  /** Side by side when the options are short (e.g. gender); stacked otherwise. */
  inline?: boolean;
  id?: string;
  required?: boolean;
}

export function RadioGroup({
  legend,
  name,
  value,
  onChange,
  options,
  hint,
  error,
  inline = false,
  id,
  required,
}: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? `radios-${generated}`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      id={groupId}
      className={classNames('field', 'radio-group', error && 'field--error')}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      role="radiogroup"
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
      <div className={classNames('radio-group__options', inline && 'radio-group__options--inline')}>
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div className="choice" key={option.value}>
              <input
                id={optionId}
                className="choice__input"
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span className="choice__box choice__box--radio" aria-hidden="true" />
              <label className="choice__label" htmlFor={optionId}>
                {option.label}
                {option.hint && (
                  <span className="field__hint choice__option-hint">{option.hint}</span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
