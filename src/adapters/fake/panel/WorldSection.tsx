import { useState } from 'react';
import type { InMemorySessionRecorder } from '../InMemorySessionRecorder';
import type { FakeWorldTestApi } from '../FakeWorldTestApi';
import type { FakeAuthSession } from '../world/FakeAuthSession';
import type { FakeWorld } from '../world/FakeWorld';

interface WorldSectionProps {
  world: FakeWorld;
  api: FakeWorldTestApi;
  session: FakeAuthSession;
  recorder: InMemorySessionRecorder;
  announce: (message: string) => void;
}

/** Who is signed in, what the session recorder does, and the reset button. */
export function WorldSection({ world, api, session, recorder, announce }: WorldSectionProps) {
  const [resetting, setResetting] = useState(false);
  const seededAt = world.seededAt;
  const user = session.current();

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
        <dt>Session recording</dt>
        <dd>{recorder.recordingUserId ? `recording ${recorder.recordingUserId}` : 'off'}</dd>
      </dl>
      <button type="button" disabled={resetting} onClick={() => void reset()}>
        {resetting ? 'Resetting…' : 'Reset world'}
      </button>
    </section>
  );
}
