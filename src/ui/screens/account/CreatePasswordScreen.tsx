import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import { pathTo } from '../../../core/navigation/routes';
import { account } from '../../../core/account/module';
import { CreateLoginStore } from '../../../core/account/CreateLoginStore';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { useFeatureService } from '../../di';
import { FormErrors } from './FormErrors';
import { OwnerCodeField } from './OwnerCodeField';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordTargets } from './newPasswordTargets';
import './AccountScreens.css';

const ID_PREFIX = 'create';

/** /account/password: the new login's password, with the strength meter; then /account/pending. */
const CreatePasswordScreen = observer(function CreatePasswordScreen() {
  const store = useFeatureService(account, CreateLoginStore);
  const details = store.detailsForm.values;
  if (details.email.trim() === '') {
    // Opened directly or after a reload: the details of the first step are gone.
    return (
      <div className="account-screen">
        <PageHeader title="Choose a password" />
        <EmptyState
          title="Start with your details"
          message="We need your membership details before you choose a password."
          action={<LinkButton href={pathTo('createLogin')}>Enter your details</LinkButton>}
        />
      </div>
    );
  }
  return (
    <div className="account-screen">
      <PageHeader
        title="Choose a password"
        backHref={pathTo('createLogin')}
        backLabel="Change my details"
      />
      <p className="account-screen__intro">
        This is the password for <strong>{details.email.trim()}</strong>. Avoid your name, your
        email address and passwords you use elsewhere.
      </p>
      <form
        className="account-form"
        noValidate
        aria-label="Choose a password"
        onSubmit={(event) => {
          event.preventDefault();
          void store.submitPassword();
        }}
      >
        <FormErrors form={store.passwordForm} targets={newPasswordTargets(ID_PREFIX)} />
        <NewPasswordFields
          form={store.passwordForm}
          meter={store.meter}
          onPassword={(password) => store.setPassword(password)}
          idPrefix={ID_PREFIX}
          passwordLabel={messages.fieldLabels.password}
        />
        {store.codeRequested && (
          <OwnerCodeField
            id={`${ID_PREFIX}-ownerCode`}
            value={store.ownerCode}
            onChange={(value) => store.setOwnerCode(value)}
          />
        )}
        <div className="account-form__actions">
          <Button type="submit" busy={store.passwordForm.submitting} fullWidth>
            Create my login
          </Button>
        </div>
      </form>
    </div>
  );
});

export default CreatePasswordScreen;
