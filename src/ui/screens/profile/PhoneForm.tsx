import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { messages } from '../../../core/kernel/messages';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextField } from '../../components/TextField';
import { useService } from '../../di';

const PHONE_FIELD_ID = 'profile-mobile-phone';

/** The one contact detail the member can change here (members-updateProfile). */
export const PhoneForm = observer(function PhoneForm() {
  const settings = useService(SettingsStore);
  const form = settings.phoneForm;
  const error = form.errorFor('mobilePhone');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void settings.savePhone();
  };

  return (
    <Card title="Update your mobile number">
      <form className="profile-phone" onSubmit={submit} noValidate>
        {form.summary !== null && (
          <FormErrorSummary
            summary={form.summary}
            errors={error ? [{ fieldId: PHONE_FIELD_ID, message: error }] : []}
          />
        )}
        <TextField
          id={PHONE_FIELD_ID}
          label={messages.fieldLabels.mobilePhone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="A UK mobile number, for example 07700 900123."
          value={form.values.mobilePhone}
          onChange={(value) => form.set('mobilePhone', value)}
          error={error ?? undefined}
        />
        <div>
          <Button type="submit" busy={form.submitting}>
            Save phone number
          </Button>
        </div>
      </form>
    </Card>
  );
});
