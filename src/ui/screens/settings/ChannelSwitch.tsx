interface ChannelSwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
  /** What the switch does now when that is not what it says (on, but paused): read with it. */
  status?: string | null;
  disabled?: boolean;
}

/** One on/off communication channel: a checkbox with the switch role. */
export function ChannelSwitch({
  id,
  label,
  description,
  checked,
  onToggle,
  status = null,
  disabled = false,
}: ChannelSwitchProps) {
  const describedBy = status ? `${id}-description ${id}-status` : `${id}-description`;
  return (
    <div className={disabled ? 'channel-switch channel-switch--disabled' : 'channel-switch'}>
      <label className="channel-switch__text" htmlFor={id}>
        <span className="channel-switch__label">{label}</span>
        <span className="channel-switch__description" id={`${id}-description`}>
          {description}
        </span>
        {status && (
          <span className="channel-switch__status" id={`${id}-status`}>
            {status}
          </span>
        )}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="channel-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={onToggle}
        aria-describedby={describedBy}
      />
    </div>
  );
}
