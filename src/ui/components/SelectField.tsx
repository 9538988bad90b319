import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { Icon } from './icons/Icon';
import { useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'id'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''); omit when a value is always chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
    >
      <div className="field__select-wrap">
        <select
          {...selectProps}
          ref={ref}
          id={ids.inputId}
          className="field__control field__control--select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron" size="1.25rem" className="field__select-icon" />
      </div>
    </FieldShell>
  );
}
