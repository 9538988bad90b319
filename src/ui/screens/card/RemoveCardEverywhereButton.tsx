import { useState } from 'react';
import { cardMessages } from '../../../core/card/cardMessages';
import { RemoveCardEverywhere } from '../../../core/card/RemoveCardEverywhere';
import { Button } from '../../components/Button';
import { useService } from '../../di';

/**
 * 'Remove my card from other devices' (DECISIONS.md "Card and wallets: Apple Wallet: revocable
 * passes"): asks first, then revokes every Apple Wallet pass of the card; the toast says how it
 * went, and `onRemoved` asks for fresh links so the card can be added again here.
 */
export function RemoveCardEverywhereButton({ onRemoved }: { onRemoved: () => void }) {
  const remove = useService(RemoveCardEverywhere);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy || !window.confirm(cardMessages.removeEverywhereConfirm)) return;
    setBusy(true);
    const removed = await remove.execute();
    setBusy(false);
    if (removed) onRemoved();
  };
  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={() => void onClick()}>
      {cardMessages.removeEverywhere}
    </Button>
  );
}
