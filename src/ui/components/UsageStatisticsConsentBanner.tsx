import { observer } from 'mobx-react-lite';
import { usageStatisticsMessages } from '../../core/device/usageStatisticsMessages';
import { UsageStatisticsConsentStore } from '../../core/device/UsageStatisticsConsentStore';
import { useService } from '../di';
import { useHomePrompt } from '../screens/home/useHomePrompt';
import { Button } from './Button';
import './UsageStatisticsConsentBanner.css';

const text = usageStatisticsMessages;

/*
 * Asks a signed-in member once whether to share usage statistics (UK GDPR, PECR): nothing is
 * sent until they say yes. It sits after home's content, in the flow (it covers nothing and
 * pushes nothing down), home's one prompt at a time (core/device/homePrompt.ts: after the passkey
 * offer, before the install hint), and does not trap focus: the member may ignore it and carry
 * on. Declining is as easy as accepting; either answer hides it and can be changed in Settings.
 */
export const UsageStatisticsConsentBanner = observer(function UsageStatisticsConsentBanner() {
  const consent = useService(UsageStatisticsConsentStore);
  const prompt = useHomePrompt();
  if (prompt !== 'usage-statistics') return null;
  return (
    <div className="usage-consent" role="region" aria-label={text.bannerLabel} data-unpainted>
      <div className="usage-consent__text">
        <p className="usage-consent__title">{text.bannerTitle}</p>
        <p className="usage-consent__body">{text.bannerBody}</p>
      </div>
      <div className="usage-consent__actions">
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
