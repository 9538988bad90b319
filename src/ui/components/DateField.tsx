import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldShell } from './FieldShell';
import { useFieldIds } from './useFieldIds';

interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'id'
> {
  label: ReactNode;
  /** ISO date 'yyyy-MM-dd', or '' when empty (the native date input's own format). */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function DateField({
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  id,
  className,
  ref,
  ...inputProps
}: DateFieldProps) {
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
        className="field__control field__control--date"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldShell>
  );
}
