import { observer } from 'mobx-react-lite';
import { INTERESTS } from '@met/scheme';
import { pathTo } from '../../../core/navigation/routes';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { MemberStore } from '../../../core/member/MemberStore';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { InterestChip } from './InterestChip';
import { PreferencesForm } from './PreferencesForm';
import { usePrefilledSettings } from './usePrefilledSettings';
import './PreferencesScreens.css';

/** /settings/interests: the eight interests of spec-decisions 20, saved together. */
function InterestsScreen() {
  const settings = useService(SettingsStore);
  const loaded = usePrefilledSettings();
  const form = settings.interestsForm;
  return (
    <div className="preferences-screen">
      <PageHeader title="Interests" backHref={pathTo('settings')} backLabel="Settings" />
      <SavedDataNote savedAt={useService(MemberStore).savedAt} />
      {loaded ? (
        <PreferencesForm
          legend="What do you enjoy at the casino?"
          hint="Choose as many as you like. We use them to show you offers and events you will enjoy."
          summary={form.summary}
          submitting={form.submitting}
          onSubmit={() => void settings.saveInterests()}
        >
          <div className="interest-chips">
            {INTERESTS.map((interest) => (
              <InterestChip
                key={interest}
                label={interest}
                checked={form.values.interests.includes(interest)}
                onToggle={() => settings.toggleInterest(interest)}
              />
            ))}
          </div>
        </PreferencesForm>
      ) : (
        <div className="interest-chips" aria-busy="true">
          <span className="visually-hidden">Loading your interests</span>
          {INTERESTS.map((interest) => (
            <Skeleton key={interest} width="9rem" height="2.75rem" radius="pill" />
          ))}
        </div>
      )}
    </div>
  );
}

export default observer(InterestsScreen);
