import { observer } from 'mobx-react-lite';
import type { DeskStore } from '../../../core/desk/DeskStore';
import { Spinner } from '../../components/Spinner';
import { CardReading } from './CardReading';
import { DeskStatusBanner } from './DeskStatusBanner';
import { RedeemOutcomeView } from './RedeemOutcomeView';
import { VoucherReading } from './VoucherReading';

/**
 * What the code on screen says, the refusal of the last one, or what to do next. Each reading
 * starts with its status line (DeskStatusBanner); a code being checked hides the one before.
 */
export const DeskResult = observer(function DeskResult({ store }: { store: DeskStore }) {
  const reading = store.phase === 'reading' ? null : store.reading;
  const status = store.status;
  return (
    <section className="desk__result" aria-live="polite" aria-label="What the code says">
      {store.phase === 'reading' && (
        <p className="desk__hint">
          <Spinner /> Checking the code…
        </p>
      )}
      {store.phase === 'redeemed' && store.outcome !== null ? (
        <RedeemOutcomeView store={store} outcome={store.outcome} />
      ) : reading?.kind === 'voucher' ? (
        <VoucherReading store={store} reading={reading} />
      ) : reading?.kind === 'card' ? (
        <CardReading store={store} reading={reading} />
      ) : status !== null ? (
        <DeskStatusBanner status={status} />
      ) : (
        store.phase === 'idle' && (
          <p className="desk__hint">
            Scan a voucher’s code or a membership card, or type the code.
          </p>
        )
      )}
    </section>
  );
});
