import { observer } from 'mobx-react-lite';
import { formatLondonDate, londonStartOfDay } from '@met/scheme';
import type { VoucherCodeReading } from '../../../core/desk/DeskReading';
import type { DeskStore } from '../../../core/desk/DeskStore';
import { Button } from '../../components/Button';
import { DeskStatusBanner } from './DeskStatusBanner';
import { MemberPanel } from './MemberPanel';

/**
 * A voucher's code: its status first (valid, already redeemed, refused), then the member and the
 * voucher, and one big Redeem while it may be pressed.
 */
export const VoucherReading = observer(function VoucherReading({
  store,
  reading,
}: {
  store: DeskStore;
  reading: VoucherCodeReading;
}) {
  const { voucher } = reading;
  const status = store.status;
  // Redeem stays after a try the desk could not finish (offline): pressing it again is safe.
  const redeemable =
    reading.state === 'ready' && (status?.kind === 'valid' || status?.kind === 'unchecked');
  return (
    <article className="desk__reading" aria-label="Voucher code">
      {status !== null && <DeskStatusBanner status={status} />}
      <MemberPanel member={reading.member} restrictionSaid={status?.kind === 'refused'} />
      <div className="desk__voucher">
        <p className="desk__kind">Voucher</p>
        <h2 className="desk__voucher-title">{voucher.title}</h2>
        <p className="desk__terms">{voucher.terms}</p>
        <p className="desk__expiry">
          Valid until {formatLondonDate(londonStartOfDay(voucher.expiresOn))}
        </p>
      </div>
      {redeemable ? (
        <Button
          className="desk__redeem"
          fullWidth
          busy={store.phase === 'redeeming'}
          onClick={() => void store.redeem()}
        >
          Redeem
        </Button>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => store.next()}>
          Scan the next code
        </Button>
      )}
    </article>
  );
});
