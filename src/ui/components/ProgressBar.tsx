import { useId, type ReactNode } from 'react';
import './ProgressBar.css';

interface ProgressBarProps {
  /** Clamped to 0..max. */
  value: number;
  max?: number;
  /** Visible label naming what progresses, e.g. 'Progress to Queen'. */
  label: ReactNode;
  /** Read instead of the raw number, e.g. '12,450 of 18,000 Reward Points'; also shown. */
  valueText?: string;
  /** Hide the label visually when a heading nearby already says it (still announced). */
  hideLabel?: boolean;
}

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  hideLabel = false,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className="progress">
      <div className={hideLabel ? 'visually-hidden' : 'progress__meta'}>
        <span id={labelId} className="progress__label">
          {label}
        </span>
        {valueText && (
          <span className="progress__value" aria-hidden="true">
            {valueText}
          </span>
        )}
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
