import { Icon } from '../../components/icons/Icon';

interface InterestChipProps {
  label: string;
  checked: boolean;
  onToggle: () => void;
}

/** A real checkbox drawn as a chip, so keyboards and screen readers treat it as one. */
export function InterestChip({ label, checked, onToggle }: InterestChipProps) {
  return (
    <label className={checked ? 'interest-chip interest-chip--on' : 'interest-chip'}>
      <input
        type="checkbox"
        className="interest-chip__input"
        checked={checked}
        onChange={onToggle}
      />
      <span className="interest-chip__tick" aria-hidden="true">
        <Icon name={checked ? 'check' : 'heart'} size="1.1rem" />
      </span>
      <span>{label}</span>
    </label>
  );
}
