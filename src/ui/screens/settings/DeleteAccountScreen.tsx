import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { FormErrorSummary, type FormErrorLink } from '../../components/FormErrorSummary';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { PasswordField } from '../../components/PasswordField';
import { useService } from '../../di';
import { DeletionExplained } from './DeletionExplained';
import './DeleteAccountScreen.css';

const FIELD_IDS = { password: 'delete-password', confirmed: 'delete-confirmed' } as const;

/** /settings/delete: removes the online login only, after the password and a confirmation. */
function DeleteAccountScreen() {
  const settings = useService(SettingsStore);
  const form = settings.deleteForm;
  const passwordError = form.errorFor('password');
  const confirmError = form.errorFor('confirmed');
  const errorLinks: FormErrorLink[] = [
    ...(passwordError ? [{ fieldId: FIELD_IDS.password, message: passwordError }] : []),
    ...(confirmError ? [{ fieldId: FIELD_IDS.confirmed, message: confirmError }] : []),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void settings.deleteAccount();
  };

  return (
    <div className="delete-screen">
      <PageHeader title="Delete My Account" backHref={pathTo('settings')} backLabel="Settings" />
      <DeletionExplained />
      <form className="delete-screen__form" onSubmit={submit} noValidate>
        {form.summary !== null && <FormErrorSummary summary={form.summary} errors={errorLinks} />}
        <PasswordField
          id={FIELD_IDS.password}
          label={messages.fieldLabels.password}
          hint="Enter your password again to confirm it is you."
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={passwordError ?? undefined}
        />
        <CheckboxField
          id={FIELD_IDS.confirmed}
          label="I understand that this deletes my online login and app profile, and that my casino membership and points are kept."
          checked={form.values.confirmed}
          onChange={(checked) => form.set('confirmed', checked)}
          error={confirmError ?? undefined}
        />
        <div className="delete-screen__actions">
          <Button type="submit" variant="danger" icon="trash" busy={form.submitting}>
            Delete my online account
          </Button>
          <LinkButton href={pathTo('settings')} variant="ghost">
            Keep my account
          </LinkButton>
        </div>
      </form>
    </div>
  );
}

export default observer(DeleteAccountScreen);
