import { TextField } from '../../components/TextField';

interface OwnerCodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The 6-digit code the server mailed to the membership's email on record, asked for once the
 * membership's details had been guessed too often (DECISIONS.md "Account and mail: guessing
 * limits and the planted login").
 */
export function OwnerCodeField({ id, value, onChange }: OwnerCodeFieldProps) {
  return (
    <TextField
      id={id}
      label="Code from your email"
      hint="We emailed a 6-digit code to the email address on your membership. It works for 15 minutes."
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={onChange}
      required
    />
  );
}
