import { useState } from 'react';
import type { FakeWorldTestApi, KeptEngagement } from '../FakeWorldTestApi';
import type { FakeAuthSession } from '../world/FakeAuthSession';
import type { FakeWorld } from '../world/FakeWorld';

interface WorldSectionProps {
  world: FakeWorld;
  api: FakeWorldTestApi;
  session: FakeAuthSession;
  announce: (message: string) => void;
}

/** Who is signed in, the usage events the backend kept (with consent), and the reset button. */
export function WorldSection({ world, api, session, announce }: WorldSectionProps) {
  const [resetting, setResetting] = useState(false);
  const seededAt = world.seededAt;
  const user = session.current();
  const engagements = api.engagements();
  const latest = engagements.at(-1);

  const reset = async (): Promise<void> => {
    setResetting(true);
    try {
      await api.reset();
      announce('The world was reset: freshly seeded, signed out, faults cleared');
    } catch (error) {
      console.error('Resetting the fake world failed', error);
      announce('The world could not be reset; see the console');
    } finally {
      setResetting(false);
    }
  };

  return (
    <section className="demo-panel__section" aria-labelledby="demo-panel-world">
      <h3 id="demo-panel-world">World</h3>
      <dl className="demo-panel__facts">
        <dt>Seeded</dt>
        <dd>{seededAt ? seededAt.toLocaleString('en-GB') : 'loading…'}</dd>
        <dt>Signed in</dt>
        <dd>{user ? `${user.email}${user.emailVerified ? '' : ' (unverified)'}` : 'nobody'}</dd>
        <dt>Usage events kept</dt>
        <dd>
          {engagements.length === 0
            ? 'none (sent only with consent)'
            : `${engagements.length}, latest ${describeEngagement(latest)}`}
        </dd>
      </dl>
      <button type="button" disabled={resetting} onClick={() => void reset()}>
        {resetting ? 'Resetting…' : 'Reset world'}
      </button>
    </section>
  );
}

/** 'spin wheel spin-spring-fortune' or 'optin event poker-night': what the backend kept. */
function describeEngagement(kept: KeptEngagement | undefined): string {
  if (kept === undefined) return '';
  if (kept.type === 'spin wheel') return `spin wheel ${kept.gameId}`;
  return kept.category === 'game' ? `optin game ${kept.gameId}` : `optin event ${kept.eventId}`;
}
