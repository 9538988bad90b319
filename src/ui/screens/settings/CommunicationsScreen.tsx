import { observer } from 'mobx-react-lite';
import {
  COMMUNICATION_CHANNELS,
  type CommunicationChannel,
} from '../../../core/kernel/formOptions';
import { pathTo } from '../../../core/navigation/routes';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { MemberStore } from '../../../core/member/MemberStore';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { ChannelSwitch } from './ChannelSwitch';
import { PreferencesForm } from './PreferencesForm';
import { usePrefilledSettings } from './usePrefilledSettings';
import './PreferencesScreens.css';

const CHANNEL_WORDING: Record<CommunicationChannel, { label: string; description: string }> = {
  email: { label: 'Email', description: 'Offers, events and news to your email address' },
  sms: { label: 'SMS', description: 'Text messages to your mobile phone' },
  push: { label: 'Push notifications', description: 'Alerts from this app on your device' },
  post: { label: 'Post', description: 'Letters and brochures to your home address' },
};

/** /settings/communications: how the casino may contact the member (spec-decisions 20). */
function CommunicationsScreen() {
  const settings = useService(SettingsStore);
  const loaded = usePrefilledSettings();
  const form = settings.communicationsForm;
  return (
    <div className="preferences-screen">
      <PageHeader
        title="Communication preferences"
        backHref={pathTo('settings')}
        backLabel="Settings"
      />
      <SavedDataNote savedAt={useService(MemberStore).savedAt} />
      {loaded ? (
        <PreferencesForm
          legend="How would you like to hear from us?"
          hint="Turn on the ways we may send you offers and news. You will still get messages about your account."
          summary={form.summary}
          submitting={form.submitting}
          onSubmit={() => void settings.saveCommunications()}
        >
          <div className="channel-switches">
            {COMMUNICATION_CHANNELS.map((channel) => (
              <ChannelSwitch
                key={channel}
                id={`channel-${channel}`}
                label={CHANNEL_WORDING[channel].label}
                description={CHANNEL_WORDING[channel].description}
                checked={form.values.channels.includes(channel)}
                onToggle={() => settings.toggleChannel(channel)}
              />
            ))}
          </div>
        </PreferencesForm>
      ) : (
        <div className="channel-switches" aria-busy="true">
          <span className="visually-hidden">Loading your preferences</span>
          {COMMUNICATION_CHANNELS.map((channel) => (
            <Skeleton key={channel} height="4.5rem" radius="md" />
          ))}
        </div>
      )}
    </div>
  );
}

export default observer(CommunicationsScreen);
