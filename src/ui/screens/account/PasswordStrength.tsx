import { observer } from 'mobx-react-lite';
import type { PasswordMeter } from '../../../core/account/PasswordMeter';
import { StrengthMeter } from '../../components/StrengthMeter';

interface PasswordStrengthProps {
  meter: PasswordMeter;
  password: string;
}

/**
 * The zxcvbn meter under a new password. Its dictionaries load on first use: until a reading
 * arrives the meter says 'Checking…', and typing is never held up by it.
 */
export const PasswordStrength = observer(function PasswordStrength({
  meter,
  password,
}: PasswordStrengthProps) {
  const assessment = meter.assessment;
  if (password === '') return <StrengthMeter score={null} label="Password strength" />;
  if (assessment === null)
    return <StrengthMeter score={null} label="Password strength: Checking…" />;
  return (
    <StrengthMeter
      score={assessment.score}
      label={`Password strength: ${assessment.label}`}
      advice={assessment.advice}
    />
  );
});
