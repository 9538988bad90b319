import { formatDate } from '../../../core/kernel/format';
import type { Passkey } from '../../../core/passkeys/Passkey';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons/Icon';

const text = passkeyMessages;

interface PasskeyRowProps {
  passkey: Passkey;
  /** This device holds it (as far as the device can know). */
  onThisDevice: boolean;
  onRemove: () => void;
}

/**
 * One passkey in Settings > Passkeys: its name, this device's mark, when added and last used, and
 * a bin to remove it (named for assistive technology), which leaves the dates the row's width
 * on a phone and at large text.
 */
export function PasskeyRow({ passkey, onThisDevice, onRemove }: PasskeyRowProps) {
  return (
    <li className="passkeys-list__row">
      <span className="passkeys-list__icon" aria-hidden="true">
        <Icon name={onThisDevice ? 'lock' : 'shield'} size="1.25rem" />
      </span>
      <span className="passkeys-list__text">
        <span className="passkeys-list__name">
          {passkey.name}
          {onThisDevice && (
            <>
              {' '}
              <Badge tone="info">{text.thisDevice}</Badge>
            </>
          )}
        </span>
        <span className="passkeys-list__when">{text.addedOn(formatDate(passkey.addedAt))}</span>
        <span className="passkeys-list__when">
          {passkey.lastUsedAt === null
            ? text.neverUsed
            : text.lastUsed(formatDate(passkey.lastUsedAt))}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        icon="trash"
        aria-label={text.removeLabel(passkey.name)}
        title={text.removeLabel(passkey.name)}
        onClick={onRemove}
      />
    </li>
  );
}
