import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { RegistrationStore } from '../../../core/account/RegistrationStore';
import { useFeatureService } from '../../di';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { AccountStatus } from './AccountStatus';
import { NewMembershipNumber } from './NewMembershipNumber';
import './AccountScreens.css';

/** /account/register/success: the new membership number and what happens next. */
const RegisterSuccessScreen = observer(function RegisterSuccessScreen() {
  const { customerNumber } = useFeatureService(account, RegistrationStore);
  if (customerNumber === null) {
    // Opened directly or after a reload: the number is only known right after joining.
    return (
      <div className="account-screen">
        <h1 className="visually-hidden">Join Met Rewards</h1>
        <EmptyState
          title="No new membership to show"
          message="Your membership number is in the welcome email we sent when you joined. If you have not joined yet, it only takes a couple of minutes."
          action={<LinkButton href={pathTo('register')}>Join Met Rewards</LinkButton>}
        />
      </div>
    );
  }
  return (
    <div className="account-screen">
      <AccountStatus title="Welcome to Met Rewards" icon="check">
        <p>You have joined the scheme. We have also emailed your membership number to you.</p>
      </AccountStatus>
      <NewMembershipNumber value={customerNumber} />
      <section className="account-section" aria-labelledby="register-next-heading">
        <h2 id="register-next-heading" className="account-steps__heading">
          What happens next
        </h2>
        <ol className="account-steps">
          <li>
            Visit your home casino with photo ID (a passport or driving licence) so we can check
            your age and activate your membership. Until then it is temporary.
          </li>
          <li>Create your online login now with your membership number and email address.</li>
          <li>
            Once your membership is active, log in to see your points, offers, events and Spin To
            Win.
          </li>
        </ol>
      </section>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('createLogin')} fullWidth>
          Create your online login
        </LinkButton>
        <LinkButton href={pathTo('login')} variant="secondary" fullWidth>
          Log in
        </LinkButton>
      </div>
    </div>
  );
});

export default RegisterSuccessScreen;
