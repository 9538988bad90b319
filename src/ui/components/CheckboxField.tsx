import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './FieldError';
import { Icon } from './icons/Icon';
import { classNames } from './classNames';
import { useFieldIds } from './useFieldIds';
import './Field.css';

interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'checked' | 'onChange' | 'type' | 'id'
> {
  /** May hold a link, e.g. to the Terms & Conditions. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  error,
  id,
  className,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={classNames('field', 'choice-field', error && 'field--error', className)}>
      {error && <FieldError id={ids.errorId} message={error} />}
      <div className="choice">
        <input
          {...inputProps}
          ref={ref}
          id={ids.inputId}
          className="choice__input"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <span className="choice__box" aria-hidden="true">
          <Icon name="check" size="1.1rem" />
        </span>
        <label className="choice__label" htmlFor={ids.inputId}>
          {label}
        </label>
      </div>
      {hint && (
        <p className="field__hint choice__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
