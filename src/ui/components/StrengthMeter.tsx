import { classNames } from './classNames';
import './StrengthMeter.css';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

interface StrengthMeterProps {
  /** zxcvbn's score; null before anything is typed. */
  score: StrengthScore | null;
  /** e.g. 'Password strength: Strong'. */
  label: string;
  /** zxcvbn's suggestions, shown as a list. */
  advice?: readonly string[];
}

const SEGMENTS = [1, 2, 3, 4] as const;

/** Red for scores 0-1, amber for 2, green from 3 (the score the app accepts). */
function toneOf(score: StrengthScore | null): string {
  if (score === null) return 'none';
  if (score <= 1) return 'weak';
  if (score === 2) return 'fair';
  return 'strong';
}

export function StrengthMeter({ score, label, advice = [] }: StrengthMeterProps) {
  const tone = toneOf(score);
  return (
    <div className={`strength strength--${tone}`} data-score={score ?? undefined}>
      <div className="strength__segments" aria-hidden="true">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={classNames(
              'strength__segment',
              score !== null && segment <= score && 'strength__segment--filled',
            )}
          />
        ))}
      </div>
      <div className="strength__text" aria-live="polite">
        <p className="strength__label">{label}</p>
        {advice.length > 0 && (
          <ul className="strength__advice">
            {advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
