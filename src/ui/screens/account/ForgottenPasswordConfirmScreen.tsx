import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { passwordResetLinkLifetimeText } from '@met/scheme';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { PasswordResetStore } from '../../../core/account/PasswordResetStore';
import { linkSentEarlierMessage } from '../../../core/account/linkSentEarlier';
import { LinkButton } from '../../components/LinkButton';
import { useFeatureService } from '../../di';
import { AccountStatus } from './AccountStatus';
import './AccountScreens.css';

const LINK_LIFETIME = passwordResetLinkLifetimeText();

/** /forgotten-password-confirm: the reset link is on its way. */
const ForgottenPasswordConfirmScreen = observer(function ForgottenPasswordConfirmScreen() {
  const store = useFeatureService(account, PasswordResetStore);
  const email = store.requestForm.values.email.trim();
  const sentEarlier = store.sentEarlier;
  return (
    <div className="account-screen">
      <AccountStatus title="Check your inbox" icon="mail">
        {sentEarlier !== null ? (
          <p role="status">
            {linkSentEarlierMessage(sentEarlier)} The link works for {LINK_LIFETIME} from when it
            was sent and can be used once.
          </p>
        ) : (
          <p>
            We have sent a link to choose a new password
            {email === '' ? '' : ' to '}
            {email !== '' && <strong>{email}</strong>}. The link works for {LINK_LIFETIME} and can
            be used once.
          </p>
        )}
      </AccountStatus>
      <p className="account-screen__muted">
        Nothing there after a few minutes? Check your spam or junk folder, or{' '}
        <Link href={pathTo('forgottenPassword')}>send the link again</Link>.
      </p>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('login')} fullWidth>
          Back to log in
        </LinkButton>
      </div>
    </div>
  );
});

export default ForgottenPasswordConfirmScreen;
