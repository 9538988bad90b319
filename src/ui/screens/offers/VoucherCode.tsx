import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { messages } from '../../../core/domain/messages';
import { MemberStore } from '../../../core/stores/MemberStore';
import { OffersStore } from '../../../core/stores/OffersStore';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons/Icon';
import { QrPanel } from '../../components/QrPanel';
import { useService } from '../../di';

interface VoucherCodeProps {
  voucherId: string;
  title: string;
}

/** The voucher's QR code, large on white so the cash desk can scan it, with the member's number. */
export const VoucherCode = observer(function VoucherCode({ voucherId, title }: VoucherCodeProps) {
  const offers = useService(OffersStore);
  const member = useService(MemberStore);
  const qr = offers.qrFor(voucherId);
  useEffect(() => {
    void offers.loadQr(voucherId);
  }, [offers, voucherId]);

  return (
    <section className="voucher-code" aria-labelledby="voucher-code-heading">
      <h3 id="voucher-code-heading" className="voucher-code__heading">
        Show this code to redeem
      </h3>
      {qr.status === 'error' ? (
        <div className="voucher-code__failed" role="alert">
          <p>We couldn&rsquo;t load the QR code for this voucher.</p>
          <Button variant="secondary" icon="qr" onClick={() => void offers.loadQr(voucherId)}>
            {messages.dialog.retry}
          </Button>
        </div>
      ) : (
        <QrPanel
          src={qr.imageUrl}
          alt={`QR code for ${title}`}
          caption={
            member.member && (
              <>
                <span>{messages.fieldLabels.membershipNumber}</span>
                <strong className="voucher-code__number">{member.member.membershipNumber}</strong>
              </>
            )
          }
        />
      )}
      {qr.status !== 'error' && (
        <p className="voucher-code__hint">
          <Icon name="info" size="1.25rem" />
          Turn your screen brightness up, then show this code to a member of staff.
        </p>
      )}
    </section>
  );
});
