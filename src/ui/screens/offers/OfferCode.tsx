import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatTime } from '../../../core/kernel/format';
import { messages } from '../../../core/kernel/messages';
import { ClockPort } from '../../../core/ports/ClockPort';
import { DeviceStore } from '../../../core/device/DeviceStore';
import { MemberStore } from '../../../core/member/MemberStore';
import { OffersStore } from '../../../core/offers/OffersStore';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons/Icon';
import { MembershipNumber } from '../../components/MembershipNumber';
import { QrPanel } from '../../components/QrPanel';
import { useKeepScreenOn } from '../../components/useKeepScreenOn';
import { useService } from '../../di';

interface OfferCodeProps {
  offerId: string;
  title: string;
}

/**
 * The offer's QR code, large on white so the cash desk can scan it, with the member's number
 * and the time the code stops working. A code expires a few hours after it is fetched
 * (spec-decisions 27): when it does, the app fetches a new one, and with no signal says the code
 * has expired instead of showing one staff would refuse.
 */
export const OfferCode = observer(function OfferCode({ offerId, title }: OfferCodeProps) {
  const offers = useService(OffersStore);
  const member = useService(MemberStore);
  const clock = useService<ClockPort>(ClockPort);
  const qr = offers.qrFor(offerId);
  // The backend refused the code: a desk redeemed the voucher since the list was fetched.
  const refusal = offers.redeemedRefusalFor(offerId);
  // Bumped when the code on screen expires, so it is re-rendered and fetched again.
  const [expiries, setExpiries] = useState(0);
  const expired = offers.isQrExpired(offerId);
  const { online } = useService(DeviceStore);
  // Back online, a code that could not load (or has expired) is fetched again by itself.
  useEffect(() => {
    void offers.loadQr(offerId);
  }, [offers, offerId, expiries, online]);
  useEffect(() => {
    if (qr.expiresAt === null || expired) return;
    const timer = setTimeout(
      () => setExpiries((count) => count + 1),
      qr.expiresAt.getTime() - clock.now().getTime(),
    );
    return () => clearTimeout(timer);
  }, [qr.expiresAt, expired, clock]);
  // The screen stays on while the desk may scan the code (DECISIONS.md "Offers and voucher codes").
  useKeepScreenOn(qr.status !== 'error' && !expired && qr.imageUrl !== null);

  return (
    <section className="voucher-code" aria-labelledby="voucher-code-heading">
      <h3 id="voucher-code-heading" className="voucher-code__heading">
        Show this code to redeem
      </h3>
      {refusal !== null ? (
        <div className="voucher-code__failed" role="status">
          <p>{refusal}</p>
        </div>
      ) : qr.status === 'error' && !online ? (
        <div className="voucher-code__failed" role="status">
          <p>{messages.offline.voucherCodeNotSaved}</p>
        </div>
      ) : qr.status === 'error' ? (
        <div className="voucher-code__failed" role="alert">
          <p>We couldn&rsquo;t load the QR code for this voucher.</p>
          <Button variant="secondary" icon="qr" onClick={() => void offers.loadQr(offerId)}>
            {messages.dialog.retry}
          </Button>
        </div>
      ) : expired ? (
        <div className="voucher-code__failed" role="alert">
          <p>
            This code has expired. Connect to the internet, then get a new one to show at the desk.
          </p>
          <Button variant="secondary" icon="qr" onClick={() => void offers.loadQr(offerId)}>
            Get a new code
          </Button>
        </div>
      ) : (
        <QrPanel
          src={qr.imageUrl}
          alt={`QR code for ${title}`}
          shownUntil={qr.expiresAt}
          caption={
            member.member && (
              <>
                <span>{messages.fieldLabels.membershipNumber}</span>
                <MembershipNumber
                  number={member.member.membershipNumber}
                  className="voucher-code__number"
                  testId="voucher-membership-number"
                />
              </>
            )
          }
        />
      )}
      {qr.status !== 'error' && !expired && (
        <p className="voucher-code__hint">
          <Icon name="info" size="1.25rem" />
          <span>
            {qr.expiresAt !== null && `Valid until ${formatTime(qr.expiresAt)}. `}
            Turn your screen brightness up, then show this code to a member of staff.
          </span>
        </p>
      )}
    </section>
  );
});
