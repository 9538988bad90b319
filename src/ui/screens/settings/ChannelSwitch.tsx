interface ChannelSwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
}

/** One on/off communication channel: a checkbox with the switch role. */
export function ChannelSwitch({ id, label, description, checked, onToggle }: ChannelSwitchProps) {
  return (
    <div className="channel-switch">
      <label className="channel-switch__text" htmlFor={id}>
        <span className="channel-switch__label">{label}</span>
        <span className="channel-switch__description" id={`${id}-description`}>
          {description}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="channel-switch__input"
        checked={checked}
        onChange={onToggle}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}
