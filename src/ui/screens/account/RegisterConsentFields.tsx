import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';
import type { FormState } from '../../../core/kernel/FormState';
import type { RegisterForm } from '../../../core/account/RegisterMembership';
import { CheckboxField } from '../../components/CheckboxField';
import { REGISTER_IDS } from './registerTargets';

/** Over-18 consent, the Terms & Conditions and the marketing opt-in of the join form. */
export const RegisterConsentFields = observer(function RegisterConsentFields({
  form,
}: {
  form: FormState<RegisterForm>;
}) {
  const values = form.values;
  return (
    <section className="account-form__section" aria-labelledby="register-consent-heading">
      <h2 id="register-consent-heading" className="account-form__section-title">
        Confirmations
      </h2>
      <CheckboxField
        id={REGISTER_IDS.over18}
        label="I confirm I am over the age of 18"
        checked={values.over18}
        onChange={(checked) => form.set('over18', checked)}
        error={form.errorFor('over18') ?? undefined}
        required
      />
      <CheckboxField
        id={REGISTER_IDS.termsAccepted}
        label={
          <>
            I accept the <Link href={pathTo('infoTerms')}>Terms &amp; Conditions</Link> of Met
            Rewards
          </>
        }
        checked={values.termsAccepted}
        onChange={(checked) => form.set('termsAccepted', checked)}
        error={form.errorFor('termsAccepted') ?? undefined}
        required
      />
      <CheckboxField
        label="Send me offers, event news and prize draws by email and SMS"
        hint={
          <>
            Optional. You can change this at any time in Settings.{' '}
            <Link href={pathTo('infoDataProcessing')}>How we use your data</Link>
          </>
        }
        checked={values.marketingOptIn}
        onChange={(checked) => form.set('marketingOptIn', checked)}
      />
    </section>
  );
});
