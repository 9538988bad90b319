import { formatDayKey } from '../../../core/kernel/format';
import { Badge } from '../../components/Badge';

interface ExpiryLineProps {
  expiresOn: string;
  expiresSoon: boolean;
}

/** 'Expires 1st Mar 2026', with an 'Expires soon' badge in the offer's last week. */
export function ExpiryLine({ expiresOn, expiresSoon }: ExpiryLineProps) {
  return (
    <p className="offer-expiry">
      <span>Expires {formatDayKey(expiresOn)}</span>
      {expiresSoon && <Badge tone="danger">Expires soon</Badge>}
    </p>
  );
}
