import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import type { FormState } from '../../../core/kernel/FormState';
import { TextField } from '../../components/TextField';

interface NamedValues {
  firstName: string;
  lastName: string;
}

interface NameFieldsProps {
  form: FormState<NamedValues>;
  ids: { firstName: string; lastName: string };
}

/** First and last name side by side, as the join and create-login forms ask for them. */
export const NameFields = observer(function NameFields({ form, ids }: NameFieldsProps) {
  const labels = messages.fieldLabels;
  return (
    <div className="account-form__pair">
      <TextField
        id={ids.firstName}
        label={labels.firstName}
        value={form.values.firstName}
        onChange={(value) => form.set('firstName', value)}
        error={form.errorFor('firstName') ?? undefined}
        autoComplete="given-name"
        required
      />
      <TextField
        id={ids.lastName}
        label={labels.lastName}
        value={form.values.lastName}
        onChange={(value) => form.set('lastName', value)}
        error={form.errorFor('lastName') ?? undefined}
        autoComplete="family-name"
        required
      />
    </div>
  );
});
