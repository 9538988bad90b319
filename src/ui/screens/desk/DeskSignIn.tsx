import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { deskMessages } from '../../../core/desk/deskMessages';
import { messages } from '../../../core/kernel/messages';
import { LoginStore } from '../../../core/session/LoginStore';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useService } from '../../di/useService';

/**
 * The desk's own sign-in (email and password, the app's sign-in): a staff login stays on /desk;
 * a member who signs in here is a member, and the desk then says the page is for staff.
 */
export const DeskSignIn = observer(function DeskSignIn() {
  const login = useService(LoginStore);
  const form = login.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.submitting) void login.signIn('/desk');
  };
  return (
    <section className="desk__card desk__sign-in" aria-labelledby="desk-sign-in-title">
      <h1 id="desk-sign-in-title" className="desk__title">
        Desk sign-in
      </h1>
      <p className="desk__lead">{deskMessages.staffOnly} Sign in with your staff login.</p>
      <form className="desk__form" noValidate onSubmit={submit}>
        <TextField
          id="desk-email"
          label={messages.fieldLabels.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
          error={form.errorFor('email') ?? undefined}
        />
        <PasswordField
          id="desk-password"
          label={messages.fieldLabels.password}
          value={form.values.password}
          onChange={(value) => form.set('password', value)}
          error={form.errorFor('password') ?? undefined}
        />
        <Button type="submit" fullWidth busy={form.submitting}>
          {deskMessages.signInAsStaff}
        </Button>
      </form>
    </section>
  );
});
