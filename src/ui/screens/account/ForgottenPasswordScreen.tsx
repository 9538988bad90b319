import { observer } from 'mobx-react-lite';
import { Link, useSearch } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { PasswordResetStore } from '../../../core/account/PasswordResetStore';
import { Button } from '../../components/Button';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { useFeatureService } from '../../di';
import { FormErrors } from './FormErrors';
import './AccountScreens.css';

const IDS = { email: 'forgotten-email' } as const;

/** Why the backend sent the member here from a reset link it would not open (ResetLinks.ts). */
const RESET_LINK_PROBLEMS: Record<string, string> = {
  expired: messages.app.resetLinkExpired,
  invalid: messages.app.resetLinkUnusable,
};

/** /forgotten-password: emails a reset link; then /forgotten-password-confirm. */
const ForgottenPasswordScreen = observer(function ForgottenPasswordScreen() {
  const store = useFeatureService(account, PasswordResetStore);
  const form = store.requestForm;
  const linkProblem = RESET_LINK_PROBLEMS[new URLSearchParams(useSearch()).get('resetLink') ?? ''];
  return (
    <div className="account-screen">
      <PageHeader title="Forgotten your password?" backHref={pathTo('login')} backLabel="Log in" />
      <p className="account-screen__intro">
        Enter the email address of your online account and we will send you a link to choose a new
        password.
      </p>
      {linkProblem && !form.errorFor('email') && <FormErrorSummary summary={linkProblem} />}
      <form
        className="account-form"
        noValidate
        aria-label="Reset your password"
        onSubmit={(event) => {
          event.preventDefault();
          void store.requestReset();
        }}
      >
        <FormErrors form={form} targets={IDS} />
        <TextField
          id={IDS.email}
          type="email"
          label={messages.fieldLabels.email}
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
          error={form.errorFor('email') ?? undefined}
          autoComplete="email"
          inputMode="email"
          required
        />
        <div className="account-form__actions">
          <Button type="submit" busy={form.submitting} fullWidth>
            Send reset link
          </Button>
        </div>
      </form>
      <ul className="account-screen__links">
        <li>
          <Link href={pathTo('login')}>Remembered it? Log in</Link>
        </li>
        <li>
          <Link href={pathTo('createLogin')}>No online login yet? Create one</Link>
        </li>
      </ul>
    </div>
  );
});

export default ForgottenPasswordScreen;
