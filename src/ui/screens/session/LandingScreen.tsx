import { observer } from 'mobx-react-lite';
import { useSearch } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { LoginStore } from '../../../core/session/LoginStore';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { useService } from '../../di/useService';
import { redirectParam, withRedirect } from './withRedirect';
import './LandingScreen.css';

/**
 * /login below 768 px (spec-decisions 12): the brand's welcome and the ways in. Log in leads to
 * /login-mobile, carrying the redirect parameter along; a browser with passkeys also offers
 * signing in with one at once (DECISIONS.md "Passkeys").
 */
export default observer(function LandingScreen() {
  const login = useService(LoginStore);
  const redirect = redirectParam(useSearch());
  return (
    <div className="landing-screen">
      <div className="auth-card__heading landing-screen__heading">
        <h1 className="auth-card__title">Welcome to Met Rewards</h1>
        <p className="auth-card__intro">
          Your reward points, tier, exclusive offers and Spin To Win, wherever you are.
        </p>
      </div>
      <div className="landing-screen__actions">
        <LinkButton href={withRedirect('/login-mobile', redirect)} icon="profile" fullWidth>
          Log in
        </LinkButton>
        {login.passkeysSupported && (
          <Button
            variant="secondary"
            icon="shield"
            fullWidth
            busy={login.passkeys?.busy}
            onClick={() => void login.signInWithPasskey(redirect)}
          >
            {messages.login.passkeySignIn}
          </Button>
        )}
        <LinkButton href="/account/register" variant="secondary" icon="crown" fullWidth>
          Join Met Rewards
        </LinkButton>
      </div>
      <section className="landing-screen__members" aria-labelledby="landing-members-heading">
        <h2 id="landing-members-heading" className="landing-screen__members-heading">
          Already a casino member?
        </h2>
        <div className="landing-screen__actions">
          <LinkButton href="/account/create" variant="secondary" icon="idCard" fullWidth>
            Create login
          </LinkButton>
          <LinkButton href="/account/link" variant="ghost" icon="lock" fullWidth>
            Link membership
          </LinkButton>
        </div>
      </section>
    </div>
  );
});
