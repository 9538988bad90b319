import { observer } from 'mobx-react-lite';
import { pathTo } from '../../../core/navigation/routes';
import { LinkButton } from '../../components/LinkButton';
import { AccountStatus } from './AccountStatus';
import './AccountScreens.css';

/** /account/linked: the membership is linked; the member data loads behind this page. */
const MembershipLinkedScreen = observer(function MembershipLinkedScreen() {
  return (
    <div className="account-screen">
      <AccountStatus title="Membership linked" icon="check">
        <p>
          Your membership is now linked to your online account. Your points, tier, offers and events
          are ready for you.
        </p>
      </AccountStatus>
      <div className="account-screen__actions">
        <LinkButton href={pathTo('home')} trailingIcon="chevron" fullWidth>
          Continue to home
        </LinkButton>
      </div>
    </div>
  );
});

export default MembershipLinkedScreen;
