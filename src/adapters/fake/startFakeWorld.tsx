import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { createFakeWorldTestApi } from './FakeWorldTestApi';
import { DemoPanel } from './panel/DemoPanel';
import { FakeAuthSession } from './world/FakeAuthSession';
import { FakeWorld } from './world/FakeWorld';
import { FaultInjector } from './world/FaultInjector';

/**
 * Once fakeModule is loaded: exposes window.__metFakeWorld and answers the Demo panel, bound to
 * this container's world, for main.tsx to render as DevTools.
 */
export function startFakeWorld(container: Container): ComponentType {
  const world = container.get(FakeWorld);
  const faults = container.get(FaultInjector);
  const api = createFakeWorldTestApi(world, faults);
  if (typeof window !== 'undefined') {
    window.__metFakeWorld = api;
    const latencyMs = window.__metFakeWorldAtStart?.latencyMs;
    if (latencyMs !== undefined) faults.setLatency(latencyMs);
  }
  // Loading starts now, so the first sign-in does not wait for the seed.
  void world.ready();
  const session = container.get(FakeAuthSession);
  function FakeWorldDevTools() {
    return <DemoPanel world={world} faults={faults} api={api} session={session} />;
  }
  return FakeWorldDevTools;
}
