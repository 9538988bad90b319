import { observer } from 'mobx-react-lite';
import {
  COMMUNICATION_CHANNELS,
  type CommunicationChannel,
} from '../../../core/kernel/formOptions';
import { formatDate, formatTime } from '../../../core/kernel/format';
import type { ConsentRecord } from '../../../core/member/Member';
import { pathTo } from '../../../core/navigation/routes';
import { Button } from '../../components/Button';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { MemberStore } from '../../../core/member/MemberStore';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { Icon } from '../../components/icons/Icon';
import { consentMessages } from '../../../core/settings/consentMessages';
import {
  activePause,
  CONSENT_HISTORY_SHOWN,
  marketingStatus,
} from '../../../core/settings/marketingStatus';
import { ChannelSwitch } from './ChannelSwitch';
import { PreferencesForm } from './PreferencesForm';
import { usePrefilledSettings } from './usePrefilledSettings';
import './PreferencesScreens.css';

const CHANNEL_WORDING: Record<CommunicationChannel, { label: string; description: string }> = {
  email: { label: 'Email', description: 'Offers, events and news to your email address' },
  sms: { label: 'SMS', description: 'Text messages to your mobile phone' },
  phone: { label: 'Phone', description: 'Calls from our team about offers and events' },
  post: { label: 'Post', description: 'Letters and brochures to your home address' },
};

const HOW_WORDING: Record<ConsentRecord['how'], string> = {
  registration: 'when you joined',
  settings: "in the app's settings",
  'stop-all': 'with Stop all marketing',
};

/** 'Email: given 26th Nov 2026, 9:40pm, in the app's settings' (London clock). */
function consentLine({ channel, given, at, how }: ConsentRecord): string {
  const what = given ? 'given' : 'withdrawn';
  return `${CHANNEL_WORDING[channel].label}: ${what} ${formatDate(at)}, ${formatTime(at)}, ${HOW_WORDING[how]}`;
}

/**
 * /settings/communications: marketing consent per channel (email, SMS, phone, post;
 * spec-decisions 20; DECISIONS.md "Safer gambling: marketing consent per channel"), Stop all
 * marketing, and the history the server keeps. One story: the history's first line says what stands
 * now (from the saved choices, not from whether entries exist), and a break or self-exclusion,
 * which stops every channel, is said first, with until when, and beside each switch that is on.
 */
function CommunicationsScreen() {
  const settings = useService(SettingsStore);
  const loaded = usePrefilledSettings();
  const form = settings.communicationsForm;
  const member = useService(MemberStore);
  const history = member.member?.consentHistory ?? [];
  const pause = activePause(member.pause);
  const status = member.member ? marketingStatus(member.member.communications, member.pause) : null;
  const changeable = settings.channelsChangeable;
  return (
    <div className="preferences-screen">
      <PageHeader
        title="Communication preferences"
        backHref={pathTo('settings')}
        backLabel="Settings"
      />
      <SavedDataNote savedAt={member.savedAt} />
      {pause && (
        <section
          className="consent-paused"
          aria-labelledby="consent-paused-heading"
          data-testid="marketing-paused"
        >
          <h2 id="consent-paused-heading" className="consent-paused__heading">
            <Icon name="shield" size="1.25rem" />
            {consentMessages.pausedHeading(pause)}
          </h2>
          <p>{consentMessages.pausedText(pause)}</p>
        </section>
      )}
      {loaded ? (
        <PreferencesForm
          legend={consentMessages.legend(pause)}
          hint={consentMessages.hint(pause)}
          summary={form.summary}
          submitting={form.submitting}
          onSubmit={() => void settings.saveCommunications()}
          readOnly={!changeable}
        >
          <div className="channel-switches">
            {COMMUNICATION_CHANNELS.map((channel) => {
              const checked = form.values.channels.includes(channel);
              return (
                <ChannelSwitch
                  key={channel}
                  id={`channel-${channel}`}
                  label={CHANNEL_WORDING[channel].label}
                  description={CHANNEL_WORDING[channel].description}
                  checked={checked}
                  disabled={!changeable}
                  status={pause && checked ? consentMessages.switchPaused(pause) : null}
                  onToggle={() => settings.toggleChannel(channel)}
                />
              );
            })}
          </div>
        </PreferencesForm>
      ) : null}
      {loaded ? (
        <section className="consent-panel" aria-labelledby="stop-all-heading">
          <h2 id="stop-all-heading" className="consent-panel__heading">
            Stop all marketing
          </h2>
          <p className="preferences-form__hint">
            Turns every channel off at once. You will still get messages about your account.
          </p>
          <Button
            type="button"
            variant="secondary"
            busy={form.submitting}
            onClick={() => void settings.stopAllMarketing()}
          >
            Stop all marketing
          </Button>
          <h2 id="consent-history-heading" className="consent-panel__heading">
            Your consent history
          </h2>
          {status && (
            <p className="consent-summary" data-testid="consent-summary">
              {consentMessages.summary(status)}
            </p>
          )}
          {history.length === 0 ? (
            <p className="preferences-form__hint">
              {consentMessages.historyEmpty(
                status !== null && status.kind !== 'none-agreed' && status.channels.length > 0,
              )}
            </p>
          ) : (
            <>
              <ul className="consent-history" aria-label="Your consent history">
                {history.map((entry, index) => (
                  <li key={`${entry.at.toISOString()}-${entry.channel}-${index}`}>
                    {consentLine(entry)}
                  </li>
                ))}
              </ul>
              {history.length >= CONSENT_HISTORY_SHOWN && (
                <p className="preferences-form__hint">
                  {consentMessages.historyCut(CONSENT_HISTORY_SHOWN)}
                </p>
              )}
            </>
          )}
        </section>
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
