import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { GamesStore } from '../../../core/games/GamesStore';
import { MemberStore } from '../../../core/member/MemberStore';
import { VenueStore } from '../../../core/venue/VenueStore';
import { useService } from '../../di/useService';
import { earliest } from '../../../core/kernel/earliest';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { PasskeyOffer } from '../passkeys/PasskeyOffer';
import { PauseNote } from '../saferGambling/PauseNote';
import { HomeGames } from './HomeGames';
import { HomeGreeting } from './HomeGreeting';
import { HomeShortcuts } from './HomeShortcuts';
import { greetingFor, playableGames, rewardsSummary } from './homeView';
import { RewardsCard } from './RewardsCard';
import { RewardsCardSkeleton } from './RewardsCardSkeleton';
import './HomeScreen.css';

/** / : greeting, rewards balance and tier, shortcuts, and the Spin To Win games. */
export default observer(function HomeScreen() {
  const member = useService(MemberStore);
  const venue = useService(VenueStore);
  const games = useService(GamesStore);
  // Read once per visit: the greeting does not change under the member's eyes.
  const [greeting] = useState(() => greetingFor(new Date().getHours()));
  const summary = rewardsSummary(member);
  const pause = member.pause;
  return (
    <div className="home-screen">
      <HomeGreeting
        greeting={greeting}
        firstName={member.member?.firstName ?? null}
        venueName={venue.venueName}
        venueLoading={venue.venueStatus === 'idle' || venue.venueStatus === 'loading'}
      />
      <SavedDataNote savedAt={earliest(member.savedAt, venue.venueSavedAt)} />
      {/* A break or self-exclusion: said first; Spin To Win is not shown meanwhile. */}
      {pause.kind !== 'none' && <PauseNote pause={pause} />}
      <div className="home-screen__top">
        {summary ? <RewardsCard summary={summary} /> : <RewardsCardSkeleton />}
        <HomeShortcuts venueName={venue.venueName} paused={pause.kind !== 'none'} />
      </div>
      <PasskeyOffer />
      {pause.kind === 'none' && (
        <HomeGames
          cards={playableGames(games.cards)}
          loading={games.status === 'idle' || games.status === 'loading'}
          failed={games.status === 'error'}
        />
      )}
    </div>
  );
});
