import { observer } from 'mobx-react-lite';
import { usageStatisticsMessages } from '../../../core/device/usageStatisticsMessages';
import { UsageStatisticsConsentStore } from '../../../core/device/UsageStatisticsConsentStore';
import { useService } from '../../di';
import { ChannelSwitch } from './ChannelSwitch';
import './PreferencesScreens.css';

const text = usageStatisticsMessages;

/** Settings > Privacy: where the member changes the answer given on the usage-statistics banner. */
export const UsageStatisticsSwitch = observer(function UsageStatisticsSwitch() {
  const consent = useService(UsageStatisticsConsentStore);
  return (
    <section className="menu-list__group" aria-labelledby="settings-privacy">
      <h2 className="menu-list__heading" id="settings-privacy">
        {text.settingsHeading}
      </h2>
      <div className="menu-list__rows settings-switches">
        <ChannelSwitch
          id="settings-usage-statistics"
          label={text.switchLabel}
          description={text.switchHint}
          checked={consent.granted}
          onToggle={() => consent.setConsent(!consent.granted)}
        />
      </div>
    </section>
  );
});
