import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { pathTo } from '../../../core/navigation/routes';
import { MemberStore } from '../../../core/member/MemberStore';
import { SessionStore } from '../../../core/session/SessionStore';
import { SupportStore } from '../../../core/support/SupportStore';
import { Button } from '../../components/Button';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { useService } from '../../di';
import { AccountStatus } from '../account/AccountStatus';
import { SupportTicketForm } from './SupportTicketForm';
import '../account/AccountScreens.css';

/** /account/support: a support ticket, signed in (prefilled) or signed out (spec-decisions 16). */
const SupportScreen = observer(function SupportScreen() {
  const support = useService(SupportStore);
  const session = useService(SessionStore);
  const member = useService(MemberStore).member;
  const backHref = session.isLoggedIn ? pathTo('home') : pathTo('login');

  useEffect(() => {
    // Runs again when the member's data arrives after the page opened.
    support.prefill();
  }, [support, member]);

  if (support.submittedTicketId !== null) {
    return (
      <div className="account-screen">
        <AccountStatus title="Thank you, we have your message" icon="check">
          <p>
            Your reference is <strong>{support.submittedTicketId}</strong>. Our team replies by
            email, usually within two working days.
          </p>
        </AccountStatus>
        <div className="account-screen__actions">
          <Button variant="secondary" onClick={() => support.startAnother()} fullWidth>
            Send another message
          </Button>
          <LinkButton href={backHref} fullWidth>
            {session.isLoggedIn ? 'Back to home' : 'Back to log in'}
          </LinkButton>
        </div>
      </div>
    );
  }
  return (
    <div className="account-screen">
      <PageHeader
        title="Contact support"
        backHref={backHref}
        backLabel={session.isLoggedIn ? 'Back to home' : 'Back to log in'}
      />
      <p className="account-screen__intro">
        Questions about your account, offers, Spin To Win or events? Send us a message and we will
        reply by email.
      </p>
      <SupportTicketForm />
    </div>
  );
});

export default SupportScreen;
