import { useEffect, useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { characterCountMessage } from './characterCountMessage';
import { classNames } from './classNames';
import { useFieldIds } from './useFieldIds';

interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'id' | 'maxLength'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Drives the counter. Not enforced natively, so a long paste is never silently cut. */
  maxLength?: number;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Screen readers hear the count after a pause in typing, not after every key. */
const ANNOUNCE_AFTER_MS = 1000;

export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  optional,
  id,
  rows = 5,
  className,
  ref,
  ...textareaProps
}: TextAreaProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  const counterId = `${ids.inputId}-count`;
  const describedBy =
    [ids.describedBy, maxLength !== undefined && counterId].filter(Boolean).join(' ') || undefined;
  const counterText = maxLength ? characterCountMessage(value.length, maxLength) : '';
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    if (!counterText) return;
    const timer = setTimeout(() => setAnnounced(counterText), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [counterText]);

  const over = maxLength !== undefined && value.length > maxLength;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={className}
    >
      <textarea
        {...textareaProps}
        ref={ref}
        id={ids.inputId}
        className="field__control field__control--textarea"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
      />
      {maxLength !== undefined && (
        <>
          <p
            id={counterId}
            className={classNames('field__counter', over && 'field__counter--over')}
          >
            {counterText}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {announced}
          </p>
        </>
      )}
    </FieldShell>
  );
}
