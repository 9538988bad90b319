import { observer } from 'mobx-react-lite';
import { formatLondonDate, londonStartOfDay } from '@met/scheme';
import type { CardCodeReading } from '../../../core/desk/DeskReading';
import type { DeskStore } from '../../../core/desk/DeskStore';
import { Button } from '../../components/Button';
import { DeskStatusBanner } from './DeskStatusBanner';
import { MemberPanel } from './MemberPanel';

/** A membership card's code: its status first, the member, and the vouchers they may use today. */
export const CardReading = observer(function CardReading({
  store,
  reading,
}: {
  store: DeskStore;
  reading: CardCodeReading;
}) {
  const status = store.status;
  return (
    <article className="desk__reading" aria-label="Membership card">
      {status !== null && <DeskStatusBanner status={status} />}
      <MemberPanel member={reading.member} restrictionSaid={status?.kind === 'refused'} />
      <h2 className="desk__subtitle">Vouchers they may use today</h2>
      {reading.vouchers.length === 0 ? (
        <p className="desk__hint">None today.</p>
      ) : (
        <ul className="desk__vouchers">
          {reading.vouchers.map((voucher) => (
            <li key={voucher.id}>
              <span className="desk__voucher-name">{voucher.title}</span>
              <span className="desk__voucher-until">
                until {formatLondonDate(londonStartOfDay(voucher.expiresOn))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" fullWidth onClick={() => store.next()}>
        Scan the next code
      </Button>
    </article>
  );
});
