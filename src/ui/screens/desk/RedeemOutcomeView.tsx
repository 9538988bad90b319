import type { DeskStore } from '../../../core/desk/DeskStore';
import type { RedeemOutcome } from '../../../core/desk/RedeemAtDesk';
import { deskMessages } from '../../../core/desk/deskMessages';
import { Button } from '../../components/Button';

/** After Redeem: done (when and where), or already done before; then the next code. */
export function RedeemOutcomeView({
  store,
  outcome,
}: {
  store: DeskStore;
  outcome: RedeemOutcome;
}) {
  const redeemed = outcome.kind === 'redeemed';
  const title = store.reading?.kind === 'voucher' ? store.reading.voucher.title : '';
  return (
    <article
      className={`desk__outcome ${redeemed ? 'desk__outcome--done' : 'desk__outcome--already'}`}
      aria-label={redeemed ? deskMessages.redeemedTitle : deskMessages.alreadyTitle}
    >
      <h2 className="desk__outcome-title">
        {redeemed ? deskMessages.redeemedTitle : deskMessages.alreadyTitle}
      </h2>
      {title !== '' && <p className="desk__outcome-voucher">{title}</p>}
      <p className="desk__outcome-when" role="status">
        {store.outcomeText}
      </p>
      <Button fullWidth onClick={() => store.next()} autoFocus>
        Scan the next code
      </Button>
    </article>
  );
}
