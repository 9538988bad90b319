import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'id'
> {
  label: ReactNode;
  /** Controlled by the parent: the field never keeps its own copy. */
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'number';
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  optional,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
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
      <input
        {...inputProps}
        ref={ref}
        id={ids.inputId}
        className="field__control"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
