import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import { account } from '../../../core/account/module';
import { PasswordResetStore } from '../../../core/account/PasswordResetStore';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { useFeatureService } from '../../di';
import { FormErrors } from './FormErrors';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordTargets } from './newPasswordTargets';

const ID_PREFIX = 'reset';

/** The new password for a checked reset link; then /reset-password-success. */
export const ResetPasswordForm = observer(function ResetPasswordForm() {
  const store = useFeatureService(account, PasswordResetStore);
  const form = store.resetForm;
  return (
    <div className="account-screen">
      <PageHeader title="Choose a new password" />
      {store.linkEmail !== null && (
        <p className="account-screen__intro">
          For your online account <strong>{store.linkEmail}</strong>. Avoid passwords you use
          elsewhere, your name and your email address.
        </p>
      )}
      <form
        className="account-form"
        noValidate
        aria-label="Choose a new password"
        onSubmit={(event) => {
          event.preventDefault();
          void store.resetPassword();
        }}
      >
        <FormErrors form={form} targets={newPasswordTargets(ID_PREFIX)} />
        <NewPasswordFields
          form={form}
          meter={store.meter}
          onPassword={(password) => store.setNewPassword(password)}
          idPrefix={ID_PREFIX}
          passwordLabel={messages.fieldLabels.newPassword}
        />
        <div className="account-form__actions">
          <Button type="submit" busy={form.submitting} fullWidth>
            Save new password
          </Button>
        </div>
      </form>
    </div>
  );
});
