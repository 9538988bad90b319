import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { CreateLoginStore } from '../../../core/account/CreateLoginStore';
import { Button } from '../../components/Button';
import { DateField } from '../../components/DateField';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { NameFields } from './NameFields';
import { useFeatureService } from '../../di';
import { FormErrors } from './FormErrors';
import './AccountScreens.css';

const labels = messages.fieldLabels;

const IDS = {
  firstName: 'create-firstName',
  lastName: 'create-lastName',
  dob: 'create-dob',
  email: 'create-email',
  customerNumber: 'create-customerNumber',
} as const;

/** /account/create: the member's details, checked before the password is chosen. */
const CreateLoginScreen = observer(function CreateLoginScreen() {
  const store = useFeatureService(account, CreateLoginStore);
  const form = store.detailsForm;
  const values = form.values;
  const error = (field: keyof typeof IDS) => form.errorFor(field) ?? undefined;
  return (
    <div className="account-screen">
      <PageHeader title="Create your online login" />
      <p className="account-screen__intro">
        Already a Met Rewards member? Enter your details exactly as they are on your membership,
        then choose a password.
      </p>
      <form
        className="account-form"
        noValidate
        aria-label="Your membership details"
        onSubmit={(event) => {
          event.preventDefault();
          void store.submitDetails();
        }}
      >
        <FormErrors form={form} targets={IDS} />
        <NameFields form={form} ids={IDS} />
        <DateField
          id={IDS.dob}
          label={labels.dob}
          value={values.dob}
          onChange={(value) => form.set('dob', value)}
          error={error('dob')}
        />
        <TextField
          id={IDS.email}
          type="email"
          label={labels.email}
          hint="The email address on your membership. We will send a link to confirm it."
          value={values.email}
          onChange={(value) => form.set('email', value)}
          error={error('email')}
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField
          id={IDS.customerNumber}
          label={labels.customerNumber}
          hint="On your membership card and in your welcome email. Leave it blank to link your membership later."
          optional
          inputMode="numeric"
          value={values.customerNumber}
          onChange={(value) => form.set('customerNumber', value)}
          error={error('customerNumber')}
        />
        <div className="account-form__actions">
          <Button type="submit" busy={form.submitting} fullWidth>
            Continue
          </Button>
        </div>
      </form>
      <ul className="account-screen__links">
        <li>
          <Link href={pathTo('register')}>Not a member yet? Join Met Rewards</Link>
        </li>
        <li>
          <Link href={pathTo('login')}>Already have a login? Log in</Link>
        </li>
      </ul>
    </div>
  );
});

export default CreateLoginScreen;
