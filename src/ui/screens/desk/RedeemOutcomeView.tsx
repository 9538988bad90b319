import { observer } from 'mobx-react-lite';
import type { DeskStore } from '../../../core/desk/DeskStore';
import type { RedeemOutcome } from '../../../core/desk/RedeemAtDesk';
import { deskStatusLines } from '../../../core/desk/deskStatus';
import { Button } from '../../components/Button';
import { DeskStatusBanner } from './DeskStatusBanner';

/** After Redeem: redeemed now, or already before (when and where); what it was; the next code. */
export const RedeemOutcomeView = observer(function RedeemOutcomeView({
  store,
  outcome,
}: {
  store: DeskStore;
  outcome: RedeemOutcome;
}) {
  const reading = store.reading?.kind === 'voucher' ? store.reading : null;
  const status = store.status;
  return (
    <article
      className="desk__outcome"
      aria-label={outcome.kind === 'redeemed' ? deskStatusLines.redeemed : deskStatusLines.already}
    >
      {status !== null && <DeskStatusBanner status={status} />}
      {reading !== null && (
        <p className="desk__outcome-voucher">
          <span className="desk__outcome-title">{reading.voucher.title}</span>
          <span className="desk__outcome-member">
            {reading.member.name} · {reading.member.customerNumber}
          </span>
        </p>
      )}
      <Button fullWidth onClick={() => store.next()} autoFocus>
        Scan the next code
      </Button>
    </article>
  );
});
