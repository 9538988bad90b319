import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldShell } from './FieldShell';
import { Icon } from './icons/Icon';
import { useFieldIds } from './useFieldIds';

interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'id'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  id?: string;
  /** 'new-password' on registration and reset so password managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
  /** Shown under the input, e.g. a StrengthMeter. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  value,
  onChange,
  hint,
  error,
  id,
  autoComplete = 'current-password',
  className,
  children,
  ref,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="field__input-row">
        <input
          {...inputProps}
          ref={ref}
          id={ids.inputId}
          className="field__control field__control--with-action"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="field__action"
          aria-controls={ids.inputId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size="1.25rem" />
          <span>{visible ? 'Hide' : 'Show'}</span>
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      {children}
    </FieldShell>
  );
}
