import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { RegistrationStore } from '../../../core/account/RegistrationStore';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { useFeatureService } from '../../di';
import { FormErrors } from './FormErrors';
import { RegisterConsentFields } from './RegisterConsentFields';
import { RegisterDetailsFields } from './RegisterDetailsFields';
import { REGISTER_TARGETS } from './registerTargets';
import './AccountScreens.css';

/** /account/register: join the rewards scheme; then /account/register/success. */
const RegisterScreen = observer(function RegisterScreen() {
  const registration = useFeatureService(account, RegistrationStore);
  const form = registration.form;
  return (
    <div className="account-screen">
      <PageHeader title="Join Met Rewards" />
      <p className="account-screen__intro">
        Become a member in a couple of minutes. Earn points every time you play or dine, and enjoy
        offers, events and a daily Spin To Win at your home casino.
      </p>
      <form
        className="account-form"
        noValidate
        aria-label="Join Met Rewards"
        onSubmit={(event) => {
          event.preventDefault();
          void registration.submit();
        }}
      >
        <FormErrors form={form} targets={REGISTER_TARGETS} />
        <RegisterDetailsFields form={form} />
        <RegisterConsentFields form={form} />
        <div className="account-form__actions">
          <Button type="submit" busy={form.submitting} fullWidth>
            Join Met Rewards
          </Button>
        </div>
      </form>
      <ul className="account-screen__links">
        <li>
          <Link href={pathTo('createLogin')}>Already a member? Create your online login</Link>
        </li>
        <li>
          <Link href={pathTo('login')}>Already have a login? Log in</Link>
        </li>
      </ul>
    </div>
  );
});

export default RegisterScreen;
