import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/Button';
import { FormErrorSummary } from '../../components/FormErrorSummary';

interface PreferencesFormProps {
  legend: string;
  hint: string;
  summary: string | null;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** Nothing here can be changed now (the choices are shown, not offered): no Save. */
  readOnly?: boolean;
}

/** A group of choices saved together: the interests and the communications forms. */
export function PreferencesForm({
  legend,
  hint,
  summary,
  submitting,
  onSubmit,
  children,
  readOnly = false,
}: PreferencesFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="preferences-form" onSubmit={submit} noValidate>
      {summary !== null && <FormErrorSummary summary={summary} />}
      <fieldset className="preferences-form__fieldset" aria-describedby="preferences-hint">
        <legend className="preferences-form__legend">{legend}</legend>
        <p className="preferences-form__hint" id="preferences-hint">
          {hint}
        </p>
        {children}
      </fieldset>
      {!readOnly && (
        <div className="preferences-form__actions">
          <Button type="submit" busy={submitting}>
            Save
          </Button>
        </div>
      )}
    </form>
  );
}
