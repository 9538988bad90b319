import './Spinner.css';

interface SpinnerProps {
  /** CSS length; defaults to the current font size. */
  size?: string;
  /** Announced text; omit when a parent already says what is loading (e.g. a busy button). */
  label?: string;
}

export function Spinner({ size = '1em', label }: SpinnerProps) {
  return (
    <span className="spinner" role={label ? 'status' : undefined}>
      <svg
        className="spinner__ring"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <circle className="spinner__track" cx="12" cy="12" r="9.5" />
        <circle className="spinner__arc" cx="12" cy="12" r="9.5" />
      </svg>
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
