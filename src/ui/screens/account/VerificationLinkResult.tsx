import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { pathTo } from '../../../core/navigation/routes';
import { SessionStore } from '../../../core/session/SessionStore';
import { account } from '../../../core/account/module';
import { VerificationStore } from '../../../core/account/VerificationStore';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { Spinner } from '../../components/Spinner';
import { useFeatureService, useService } from '../../di';
import { AccountStatus } from './AccountStatus';
import { ConfirmVerificationForm } from './ConfirmVerificationForm';

/**
 * The emailed verification link, opened: signed out, or signed in as another member than the
 * link's login, it first asks for that login's password (ConfirmVerificationForm), then applies
 * its code: verified, or invalid/expired.
 */
export const VerificationLinkResult = observer(function VerificationLinkResult({
  code,
}: {
  code: string;
}) {
  const verification = useFeatureService(account, VerificationStore);
  const session = useService(SessionStore);

  const needsPassword = verification.needsPassword;
  useEffect(() => {
    // Signed in, the store checks whose link it is: the signed-in member's applies at once (the
    // session proved the password), another login's asks for its password. The store ignores a
    // second call while one is in flight (React's dev double effects).
    if (!needsPassword) void verification.apply(code);
  }, [verification, code, needsPassword]);

  const status = verification.applyStatus;
  if (status === 'idle' && needsPassword) return <ConfirmVerificationForm code={code} />;
  if (status === 'idle' || status === 'loading') {
    return (
      <div className="account-status" aria-busy="true">
        <Spinner size="3rem" />
        <h1 className="account-status__title">Verifying your email address</h1>
        <p className="account-status__message">This only takes a moment.</p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <>
        <AccountStatus title="This link has expired" icon="alert" tone="error">
          <p>
            The verification link is invalid, has expired or has already been used. Log in to check
            whether your email is verified, or ask for a new link.
          </p>
        </AccountStatus>
        <div className="account-screen__actions">
          {verification.email !== null && (
            <Button
              icon="mail"
              busy={verification.resendStatus === 'loading'}
              onClick={() => void verification.resend()}
              fullWidth
            >
              Send a new link
            </Button>
          )}
          <LinkButton href={pathTo('login')} variant="secondary" fullWidth>
            Log in
          </LinkButton>
        </div>
      </>
    );
  }
  return (
    <>
      <AccountStatus title="Email address verified" icon="check">
        <p>Thank you. Your email address is confirmed and your online account is ready.</p>
      </AccountStatus>
      <div className="account-screen__actions">
        <LinkButton href={session.isLoggedIn ? pathTo('home') : pathTo('login')} fullWidth>
          {session.isLoggedIn ? 'Continue' : 'Continue to log in'}
        </LinkButton>
      </div>
    </>
  );
});
