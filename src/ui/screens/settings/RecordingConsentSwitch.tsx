import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import { RecordingConsentStore } from '../../../core/device/RecordingConsentStore';
import { useService } from '../../di';
import { ChannelSwitch } from './ChannelSwitch';
import './PreferencesScreens.css';

const text = messages.consent;

/** Settings > Privacy: where the member changes the answer given on the consent banner. */
export const RecordingConsentSwitch = observer(function RecordingConsentSwitch() {
  const consent = useService(RecordingConsentStore);
  return (
    <section className="menu-list__group" aria-labelledby="settings-privacy">
      <h2 className="menu-list__heading" id="settings-privacy">
        {text.settingsHeading}
      </h2>
      <div className="menu-list__rows settings-switches">
        <ChannelSwitch
          id="settings-session-recording"
          label={text.switchLabel}
          description={text.switchHint}
          checked={consent.granted}
          onToggle={() => consent.setConsent(!consent.granted)}
        />
      </div>
    </section>
  );
});
