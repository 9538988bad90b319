import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { SessionStore } from '../../../core/session/SessionStore';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { useService } from '../../di';
import { AccountStatus } from './AccountStatus';
import './AccountScreens.css';

/** /account/verify: signed in, but no membership is linked to this login yet. */
const AccountVerifyScreen = observer(function AccountVerifyScreen() {
  const session = useService(SessionStore);
  return (
    <div className="account-screen">
      <AccountStatus title="Link your membership" icon="idCard" tone="info">
        <p>
          Your online account
          {session.user?.email ? (
            <>
              {' '}
              for <strong>{session.user.email}</strong>
            </>
          ) : null}{' '}
          is ready, but it is not linked to a Met Rewards membership yet. Link your membership to
          see your points, offers and events.
        </p>
      </AccountStatus>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('linkMembership')} icon="idCard" fullWidth>
          Link my membership
        </LinkButton>
        <LinkButton href={pathTo('register')} variant="secondary" fullWidth>
          Not a member yet? Join Met Rewards
        </LinkButton>
      </div>
      <p className="account-screen__muted">
        Your membership number is on your card and in your welcome email. If you cannot find it, our
        support team can help.
      </p>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('support')} variant="ghost" icon="support" fullWidth>
          Contact support
        </LinkButton>
        <Button variant="ghost" icon="logout" onClick={() => void session.signOut()} fullWidth>
          Log out
        </Button>
      </div>
    </div>
  );
});

export default AccountVerifyScreen;
