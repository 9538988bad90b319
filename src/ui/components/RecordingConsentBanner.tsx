import { observer } from 'mobx-react-lite';
import { messages } from '../../core/kernel/messages';
import { RecordingConsentStore } from '../../core/device/RecordingConsentStore';
import { useService } from '../di';
import { Button } from './Button';
import './RecordingConsentBanner.css';

const text = messages.consent;

/*
 * Asks a signed-in member once for consent to session recording (UK rules, PECR). It sits after
 * home's content, in the flow (it covers nothing and pushes nothing down), before the install
 * hint is offered, and does not trap focus: the member may ignore it and carry on. Declining is as easy as accepting; either answer hides it and can
 * be changed in Settings.
 */
export const RecordingConsentBanner = observer(function RecordingConsentBanner() {
  const consent = useService(RecordingConsentStore);
  if (!consent.promptVisible) return null;
  return (
    <div className="recording-consent" role="region" aria-label={text.bannerLabel} data-unpainted>
      <div className="recording-consent__text">
        <p className="recording-consent__title">{text.bannerTitle}</p>
        <p className="recording-consent__body">{text.bannerBody}</p>
      </div>
      <div className="recording-consent__actions">
        <Button variant="secondary" size="sm" onClick={() => consent.setConsent(false)}>
          {text.decline}
        </Button>
        <Button size="sm" onClick={() => consent.setConsent(true)}>
          {text.accept}
        </Button>
      </div>
    </div>
  );
});
