import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearch } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { LoginStore } from '../../../core/session/LoginStore';
import { SessionStore } from '../../../core/session/SessionStore';
import { Button } from '../../components/Button';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useService } from '../../di/useService';
import { AccountOptions } from './AccountOptions';
import { DemoAccountsHint } from './DemoAccountsHint';
import { redirectParam } from './withRedirect';
import './LoginScreen.css';

const labels = messages.fieldLabels;
const FIELD_IDS = { email: 'login-email', password: 'login-password' } as const;

/**
 * /login (from 768 px) and /login-mobile. Errors show in the 'Problem' dialog (LoginStore); the
 * typed values stay; the redirect parameter goes to the session, which goes there once signed in.
 */
export default observer(function LoginScreen() {
  const login = useService(LoginStore);
  const session = useService(SessionStore);
  const redirect = redirectParam(useSearch());
  const form = login.form;
  useEffect(() => () => login.stopPasskeyAutofill(), [login]);
  // The session is still checking the new sign-in: a second press would start another.
  const busy =
    form.submitting || session.phase === 'checking' || session.phase === 'loading-member';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void login.signIn(redirect);
  };

  const errors = (['email', 'password'] as const).flatMap((field) => {
    const message = form.errorFor(field);
    return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
  });

  return (
    <div className="login-screen">
      <div className="auth-card__heading">
        <h1 className="auth-card__title">Log in</h1>
        <p className="auth-card__intro">
          Welcome back. Log in to see your points, tier and offers.
        </p>
      </div>
      {form.summary && <FormErrorSummary summary={form.summary} errors={errors} />}
      <form className="login-screen__form" noValidate onSubmit={submit}>
        <TextField
          id={FIELD_IDS.email}
          label={labels.email}
          type="email"
          autoComplete="username webauthn"
          onFocus={() => {
            // The browser's autofill offers passkeys too (conditional mediation), asked on focus.
            if (login.passkeysSupported) void login.signInWithPasskey(redirect, true);
          }}
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
          error={form.errorFor('email') ?? undefined}
        />
        <PasswordField
          id={FIELD_IDS.password}
          label={labels.password}
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errorFor('password') ?? undefined}
        />
        <Link href="/forgotten-password" className="login-screen__forgotten">
          Forgotten password?
        </Link>
        <Button type="submit" fullWidth busy={busy}>
          Log in
        </Button>
      </form>
      {login.passkeysSupported && (
        <Button
          variant="secondary"
          icon="shield"
          fullWidth
          busy={busy || login.passkeys?.busy}
          onClick={() => void login.signInWithPasskey(redirect)}
        >
          {messages.login.passkeySignIn}
        </Button>
      )}
      <AccountOptions />
      {/* A Firebase build never runs the demo world: the hint is left out of its code. */}
      {import.meta.env.VITE_BACKEND !== 'firebase' && <DemoAccountsHint />}
    </div>
  );
});
