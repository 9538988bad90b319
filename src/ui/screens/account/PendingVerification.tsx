import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { SessionStore } from '../../../core/session/SessionStore';
import { account } from '../../../core/account/module';
import { VerificationStore } from '../../../core/account/VerificationStore';
import { linkSentEarlierMessage } from '../../../core/account/linkSentEarlier';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { useFeatureService, useService } from '../../di';
import { AccountStatus } from './AccountStatus';

/** 'Verify your email': where the link went, resend it, and carry on once it is opened. */
export const PendingVerification = observer(function PendingVerification() {
  const verification = useFeatureService(account, VerificationStore);
  const session = useService(SessionStore);
  const email = verification.email;
  const signedIn = session.isLoggedIn;
  return (
    <>
      <AccountStatus title="Verify your email address" icon="mail" tone="info">
        {email === null ? (
          <p>
            We have sent a verification link to the email address you used. Open it on this device
            to finish setting up your account.
          </p>
        ) : (
          <p>
            We have sent a verification link to <strong>{email}</strong>. Open it on this device to
            finish setting up your account.
          </p>
        )}
      </AccountStatus>
      {verification.sentEarlier !== null && (
        <p role="status">{linkSentEarlierMessage(verification.sentEarlier)}</p>
      )}
      <p className="account-screen__muted">
        {email === null
          ? 'Nothing there? Check your spam or junk folder, or log in to have the email sent again.'
          : 'Nothing there? Check your spam or junk folder, or send the email again.'}
      </p>
      <div className="account-screen__actions">
        {email !== null && (
          <Button
            variant="secondary"
            icon="mail"
            busy={verification.resendStatus === 'loading'}
            onClick={() => void verification.resend()}
            fullWidth
          >
            Send the email again
          </Button>
        )}
        {signedIn ? (
          <Button onClick={() => void session.refresh()} busy={!session.ready} fullWidth>
            I have verified my email
          </Button>
        ) : (
          <LinkButton href={pathTo('login')} fullWidth>
            Verified it? Log in
          </LinkButton>
        )}
        {signedIn && (
          <Button variant="ghost" icon="logout" onClick={() => void session.signOut()} fullWidth>
            Log out
          </Button>
        )}
      </div>
    </>
  );
});
