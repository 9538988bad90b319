import { describe, expect, it } from 'vitest';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { aMember } from '../../builders/aMember';
import { anEvent } from '../../builders/anEvent';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

const PROMOTIONS = {
  events: [
    anEvent({ id: 'masterclass', isOnList: true }),
    anEvent({ id: 'gala', isOnList: false }),
    anEvent({ id: 'quiz', isOnList: false }),
  ],
};

/** Member uid-alex's session open on a device holding `stored` as metro_optinids. */
async function arrange(stored?: string[]) {
  const world = coreWithDoubles();
  world.device.set(LAST_USER_KEY, 'uid-alex');
  if (stored !== undefined) world.device.set(OPTIN_IDS_KEY, JSON.stringify(stored));
  world.callables.answer('members-getMember', { success: true, result: aMember().build() });
  await world.get(MemberStore).load();
  return { ...world, events: world.get(EventsStore) };
}

const remembered = (world: Awaited<ReturnType<typeof arrange>>): unknown =>
  JSON.parse(world.device.get(OPTIN_IDS_KEY) ?? 'null');

describe('EventsStore.load: the lists the member is on, remembered on the device', () => {
  it('knows, on a device that never said yes, the lists the server has the member on', async () => {
    const world = await arrange();
    world.callables.answer('promotions-getPromotions', PROMOTIONS);

    await world.events.load();

    expect(world.events.optedInIds).toEqual(['masterclass']);
    expect(remembered(world)).toEqual(['masterclass']);
  });

  it('keeps what this device said yes to beside what the server says', async () => {
    const world = await arrange(['quiz']);
    world.callables.answer('promotions-getPromotions', PROMOTIONS);

    await world.events.load();

    expect(world.events.optedInIds).toEqual(['quiz', 'masterclass']);
    expect(remembered(world)).toEqual(['quiz', 'masterclass']);
  });

  it('remembers nothing once the member has signed out of this device meanwhile', async () => {
    const world = await arrange();
    const server = world.callables.hold('promotions-getPromotions');
    const loading = world.events.load();

    world.device.remove(LAST_USER_KEY);
    server.resolve(PROMOTIONS);
    await loading;

    expect(world.device.get(OPTIN_IDS_KEY)).toBeNull();
  });
});
