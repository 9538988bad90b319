import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { VerificationStore } from '../../../core/account/VerificationStore';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useFeatureService } from '../../di';
import { AccountStatus } from './AccountStatus';
import './AccountScreens.css';

/**
 * The verification link opened signed out, or while another member is signed in: the password of
 * the login it was issued to confirms it (DECISIONS.md "Account and mail: guessing limits and the
 * planted login"). A member who did not create the login is told not to carry on, and how to take
 * it over: a password reset, or the support form.
 */
export const ConfirmVerificationForm = observer(function ConfirmVerificationForm({
  code,
}: {
  code: string;
}) {
  const verification = useFeatureService(account, VerificationStore);
  const otherMembersLink = verification.otherMembersLink;
  const [email, setEmail] = useState(otherMembersLink?.loginEmail ?? verification.email ?? '');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verification.apply(code, { email, password });
  };

  return (
    <>
      <AccountStatus title="Confirm your email address" icon="mail" tone="info">
        {otherMembersLink !== null && <p>{messages.app.verificationLinkOtherMember}</p>}
        <p>
          To finish setting up your online login, enter its email address and the password you chose
          when you created it.
        </p>
        <p>
          <strong>Did not create a login?</strong> Do not carry on: nobody can use it until it is
          confirmed. Reset the password with &lsquo;Forgotten password&rsquo; so that only you know
          it, or contact us.
        </p>
      </AccountStatus>
      <form className="account-form" noValidate onSubmit={submit}>
        <TextField
          id="verify-email"
          label="Email address"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          id="verify-password"
          label="Password"
          value={password}
          onChange={setPassword}
        />
        <div className="account-form__actions">
          <Button type="submit" fullWidth busy={verification.applyStatus === 'loading'}>
            Confirm my email address
          </Button>
        </div>
      </form>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('forgottenPassword')} variant="secondary" fullWidth>
          Forgotten password
        </LinkButton>
        <LinkButton href={pathTo('support')} variant="ghost" fullWidth>
          Contact us
        </LinkButton>
      </div>
    </>
  );
});
