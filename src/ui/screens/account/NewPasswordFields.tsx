import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import type { FormState } from '../../../core/kernel/FormState';
import type { PasswordMeter } from '../../../core/account/PasswordMeter';
import type { NewPasswordForm } from '../../../core/account/CreateLogin';
import { PasswordField } from '../../components/PasswordField';
import { PasswordStrength } from './PasswordStrength';

interface NewPasswordFieldsProps {
  form: FormState<NewPasswordForm>;
  meter: PasswordMeter;
  /** Sets the password and re-reads the meter (the store's action). */
  onPassword: (password: string) => void;
  /** Ids are `${idPrefix}-password` and `${idPrefix}-confirmPassword`. */
  idPrefix: string;
  passwordLabel: string;
}

const NEW_PASSWORD_HINT =
  'Three or four unrelated words make a strong password that is easy to remember.';

/** A new password with its strength meter, then the same password again. */
export const NewPasswordFields = observer(function NewPasswordFields({
  form,
  meter,
  onPassword,
  idPrefix,
  passwordLabel,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
        value={form.values.password}
        onChange={onPassword}
        error={form.errorFor('password') ?? undefined}
        required
      >
        <PasswordStrength meter={meter} password={form.values.password} />
      </PasswordField>
      <PasswordField
        id={`${idPrefix}-confirmPassword`}
        label={messages.fieldLabels.confirmPassword}
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={(value) => form.set('confirmPassword', value)}
        error={form.errorFor('confirmPassword') ?? undefined}
        required
      />
    </>
  );
});
