import { observer } from 'mobx-react-lite';
import { TITLES } from '@met/scheme';
import { GENDERS, HOME_CASINOS } from '../../../core/kernel/formOptions';
import { messages } from '../../../core/kernel/messages';
import type { FormState } from '../../../core/kernel/FormState';
import type { RegisterForm } from '../../../core/account/RegisterMembership';
import { DateField } from '../../components/DateField';
import { RadioGroup } from '../../components/RadioGroup';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { NameFields } from './NameFields';
import { REGISTER_IDS } from './registerTargets';

const labels = messages.fieldLabels;
const titleOptions = TITLES.map((title) => ({ value: title, label: title }));
const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));
const casinoOptions = HOME_CASINOS.map((casino) => ({
  value: String(casino.id),
  label: casino.name,
}));

/** The join form's personal details and home casino. */
export const RegisterDetailsFields = observer(function RegisterDetailsFields({
  form,
}: {
  form: FormState<RegisterForm>;
}) {
  const error = (field: keyof RegisterForm & string) => form.errorFor(field) ?? undefined;
  const values = form.values;
  return (
    <section
      className="account-form__section account-form__section--first"
      aria-labelledby="register-details-heading"
    >
      <h2 id="register-details-heading" className="account-form__section-title">
        Your details
      </h2>
      <SelectField
        id={REGISTER_IDS.title}
        label={labels.title}
        placeholder="Choose a title"
        options={titleOptions}
        value={values.title}
        onChange={(value) => form.set('title', value)}
        error={error('title')}
        autoComplete="honorific-prefix"
        required
      />
      <NameFields form={form} ids={REGISTER_IDS} />
      <RadioGroup
        id={REGISTER_IDS.gender}
        legend="Gender"
        name="gender"
        inline
        options={genderOptions}
        value={values.gender}
        onChange={(value) => form.set('gender', value)}
        error={error('gender')}
        required
      />
      <DateField
        id={REGISTER_IDS.dob}
        label={labels.dob}
        hint={`You must be 18 or over to join. ${messages.fieldLabels.dobHint}.`}
        value={values.dob}
        onChange={(value) => form.set('dob', value)}
        error={error('dob')}
      />
      <TextField
        id={REGISTER_IDS.email}
        type="email"
        label={labels.email}
        value={values.email}
        onChange={(value) => form.set('email', value)}
        error={error('email')}
        autoComplete="email"
        inputMode="email"
        required
      />
      <TextField
        id={REGISTER_IDS.mobilePhone}
        type="tel"
        label={labels.mobilePhone}
        hint="A UK mobile number, for example 07700 900123."
        value={values.mobilePhone}
        onChange={(value) => form.set('mobilePhone', value)}
        error={error('mobilePhone')}
        autoComplete="tel"
        required
      />
      <SelectField
        id={REGISTER_IDS.homeCasino}
        label="Home casino"
        hint="The casino you visit most. Your offers and events come from here."
        placeholder="Choose your casino"
        options={casinoOptions}
        value={values.homeCasino === null ? '' : String(values.homeCasino)}
        onChange={(value) => form.set('homeCasino', value === '' ? null : Number(value))}
        error={error('homeCasino')}
        required
      />
    </section>
  );
});
