import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';
import { PasskeyOfferStore } from '../../../core/passkeys/PasskeyOfferStore';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { Button } from '../../components/Button';
import { focusMainContent } from '../../components/focusMainContent';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di/useService';
import { useHomePrompt } from '../home/useHomePrompt';

const text = passkeyMessages;

/**
 * Home's one-time offer of a passkey: a small card the member may take (to Settings >
 * Passkeys) or put away. Never part of the painted copy of home (data-unpainted). Home shows
 * one prompt at a time (core/device/homePrompt.ts): this one comes first.
 */
export const PasskeyOffer = observer(function PasskeyOffer() {
  const offer = useService(PasskeyOfferStore);
  const [, navigate] = useLocation();
  const prompt = useHomePrompt();
  useEffect(() => {
    void offer.check();
  }, [offer]);
  if (prompt !== 'passkey') return null;
  return (
    <section className="passkey-offer" aria-labelledby="passkey-offer-title" data-unpainted="">
      <span className="passkey-offer__icon" aria-hidden="true">
        <Icon name="shield" size="1.5rem" />
      </span>
      <div className="passkey-offer__text">
        <h2 id="passkey-offer-title" className="passkey-offer__title">
          {text.offerTitle}
        </h2>
        <p>{text.offerBody}</p>
        <div className="passkey-offer__actions">
          <Button
            size="sm"
            icon="shield"
            onClick={() => {
              offer.dismiss();
              navigate(pathTo('settingsPasskeys'));
            }}
          >
            {text.offerAdd}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              offer.dismiss();
              focusMainContent();
            }}
          >
            {text.offerDismiss}
          </Button>
        </div>
      </div>
    </section>
  );
});
