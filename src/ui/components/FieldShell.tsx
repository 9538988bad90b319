import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { classNames } from './classNames';
import type { FieldIds } from './useFieldIds';
import './Field.css';

interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/*
 * Label, hint and error around one control. The error sits between the label and the
 * control (where eyes and screen readers reach it before the input), with a red bar
 * beside the whole field.
 */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={classNames('field', error && 'field--error', className)}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={ids.errorId} message={error} />}
      {children}
    </div>
  );
}
