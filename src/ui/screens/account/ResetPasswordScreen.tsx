import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { PasswordResetStore } from '../../../core/account/PasswordResetStore';
import { LinkButton } from '../../components/LinkButton';
import { Skeleton } from '../../components/Skeleton';
import { useFeatureService } from '../../di';
import { AccountStatus } from './AccountStatus';
import { ResetPasswordForm } from './ResetPasswordForm';
import './AccountScreens.css';

/**
 * /reset-password?oobCode=...: the emailed link is checked first; then the new password, or the
 * 'invalid or expired' message with a way to ask for a new link.
 */
const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  const store = useFeatureService(account, PasswordResetStore);
  const code = new URLSearchParams(useSearch()).get('oobCode');

  useEffect(() => {
    if (code) void store.checkLink(code);
  }, [store, code]);

  if (!code || store.linkStatus === 'error') {
    return (
      <div className="account-screen">
        <AccountStatus title="This link cannot be used" icon="alert" tone="error">
          <p>{messages.app.invalidResetLink}</p>
        </AccountStatus>
        <div className="account-screen__actions">
          <LinkButton href={pathTo('forgottenPassword')} fullWidth>
            Request a new link
          </LinkButton>
          <LinkButton href={pathTo('login')} variant="secondary" fullWidth>
            Back to log in
          </LinkButton>
        </div>
      </div>
    );
  }
  if (store.linkStatus !== 'ready') {
    return (
      <div className="account-screen" aria-busy="true">
        <h1 className="visually-hidden">Checking your reset link</h1>
        <Skeleton variant="line" height="2.25rem" width="70%" />
        <Skeleton variant="text" lines={2} />
        <Skeleton variant="block" height="3rem" radius="md" />
        <Skeleton variant="block" height="3rem" radius="md" />
        <Skeleton variant="block" height="2.75rem" radius="pill" />
      </div>
    );
  }
  return <ResetPasswordForm />;
});

export default ResetPasswordScreen;
