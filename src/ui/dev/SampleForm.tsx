import { useState } from 'react';
import { Button } from '../components/Button';
import { CheckboxField } from '../components/CheckboxField';
import { DateField } from '../components/DateField';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { PasswordField } from '../components/PasswordField';
import { RadioGroup } from '../components/RadioGroup';
import { SelectField } from '../components/SelectField';
import { StrengthMeter, type StrengthScore } from '../components/StrengthMeter';
import { TextArea } from '../components/TextArea';
import { TextField } from '../components/TextField';

const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** Every form control, controlled by local state, with one field in error. */
export function SampleForm({ showErrors = true }: { showErrors?: boolean }) {
  const [email, setEmail] = useState('charlotte@example');
  const [firstName, setFirstName] = useState('Charlotte');
  const [password, setPassword] = useState('queen0fspades');
  const [dob, setDob] = useState('1988-04-12');
  const [casino, setCasino] = useState('');
  const [gender, setGender] = useState('');
  const [over18, setOver18] = useState(false);
  const [message, setMessage] = useState('My voucher QR code does not scan at the cash desk.');
  const [busy, setBusy] = useState(false);
  const score = Math.min(4, Math.floor(password.length / 4)) as StrengthScore;

  return (
    <form
      className="sample-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setTimeout(() => setBusy(false), 1500);
      }}
    >
      {showErrors && (
        <FormErrorSummary
          errors={[
            { fieldId: 'sample-email', message: 'Invalid email address' },
            { fieldId: 'sample-gender-0', message: 'Please select a gender' },
            { fieldId: 'sample-over18', message: 'Please confirm you are over the age of 18' },
          ]}
          focusKey="gallery"
        />
      )}
      <TextField
        id="sample-first"
        label="First name"
        value={firstName}
        onChange={setFirstName}
        autoComplete="given-name"
      />
      <TextField
        id="sample-email"
        label="Email address"
        type="email"
        hint="We will send a link to confirm it"
        value={email}
        onChange={setEmail}
        error={showErrors ? 'Invalid email address' : undefined}
        autoComplete="email"
      />
      <PasswordField
        label="Create a password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
      >
        <StrengthMeter
          score={password ? score : null}
          label={password ? `Password strength: ${STRENGTH_LABELS[score]}` : 'Password strength'}
          advice={score < 3 ? ['Add another word or two. Uncommon words are better.'] : []}
        />
      </PasswordField>
      <DateField
        label="Date of birth"
        hint="For example, 27 3 1985"
        value={dob}
        onChange={setDob}
      />
      <SelectField
        label="Home casino"
        placeholder="Choose your casino"
        value={casino}
        onChange={setCasino}
        options={[
          { value: '6', label: 'Metro Casino Leeds' },
          { value: '8', label: 'Metro Casino Manchester' },
          { value: '12', label: 'Metro Casino Bristol' },
        ]}
      />
      <RadioGroup
        id="sample-gender"
        legend="Gender"
        name="gender"
        inline
        value={gender}
        onChange={setGender}
        error={showErrors ? 'Please select a gender' : undefined}
        options={[
          { value: 'female', label: 'Female' },
          { value: 'male', label: 'Male' },
          { value: 'other', label: 'Prefer not to say' },
        ]}
      />
      <CheckboxField
        id="sample-over18"
        label="I confirm I am over the age of 18"
        checked={over18}
        onChange={setOver18}
        error={showErrors && !over18 ? 'Please confirm you are over the age of 18' : undefined}
      />
      <CheckboxField
        label={
          <>
            Send me offers and event news by email.{' '}
            <a href="/info/data-processing">How we use your data</a>
          </>
        }
        hint="You can change this at any time in Settings"
        checked
        onChange={() => undefined}
      />
      <TextArea label="Your message" maxLength={2000} value={message} onChange={setMessage} />
      <Button type="submit" busy={busy} fullWidth>
        Create account
      </Button>
    </form>
  );
}
