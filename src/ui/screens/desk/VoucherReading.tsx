import { observer } from 'mobx-react-lite';
import { formatLondonDate, londonStartOfDay } from '@met/scheme';
import type { VoucherCodeReading } from '../../../core/desk/DeskReading';
import type { DeskStore } from '../../../core/desk/DeskStore';
import { Button } from '../../components/Button';
import { MemberPanel } from './MemberPanel';

/** A voucher's code: the member, the voucher, its state and one big Redeem when it is ready. */
export const VoucherReading = observer(function VoucherReading({
  store,
  reading,
}: {
  store: DeskStore;
  reading: VoucherCodeReading;
}) {
  const { voucher } = reading;
  return (
    <article className="desk__reading" aria-label="Voucher code">
      <MemberPanel member={reading.member} />
      <div className="desk__voucher">
        <p className="desk__kind">Voucher</p>
        <h2 className="desk__voucher-title">{voucher.title}</h2>
        <p className="desk__terms">{voucher.terms}</p>
        <p className="desk__expiry">
          Valid until {formatLondonDate(londonStartOfDay(voucher.expiresOn))}
        </p>
      </div>
      {reading.state === 'ready' && (
        <Button
          className="desk__redeem"
          fullWidth
          busy={store.phase === 'redeeming'}
          onClick={() => void store.redeem()}
        >
          Redeem
        </Button>
      )}
      {reading.state === 'redeemed' && reading.redemption !== null && (
        <p className="desk__state desk__state--redeemed" role="status">
          {store.redeemedText(reading.redemption)}
        </p>
      )}
      {reading.state === 'refused' && (
        <p className="desk__state desk__state--refused" role="alert">
          {reading.refusal ?? 'This voucher cannot be redeemed.'}
        </p>
      )}
      {reading.state !== 'ready' && (
        <Button variant="secondary" fullWidth onClick={() => store.next()}>
          Scan the next code
        </Button>
      )}
    </article>
  );
});
