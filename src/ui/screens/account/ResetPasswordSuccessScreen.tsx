import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { LinkButton } from '../../components/LinkButton';
import { AccountStatus } from './AccountStatus';
import './AccountScreens.css';

/** /reset-password-success: the new password is set. */
const ResetPasswordSuccessScreen = observer(function ResetPasswordSuccessScreen() {
  return (
    <div className="account-screen">
      <AccountStatus title="Password changed" icon="check">
        <p>Your new password is saved. Use it the next time you log in.</p>
      </AccountStatus>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('login')} fullWidth>
          Log in
        </LinkButton>
      </div>
    </div>
  );
});

export default ResetPasswordSuccessScreen;
