import { describe, expect, it } from 'vitest';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { LoadEvents } from '../../../src/core/events/LoadEvents';
import { aMember } from '../../builders/aMember';
import { anEvent } from '../../builders/anEvent';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';
import { lastSeenOver } from '../../doubles/lastSeenOver';

/** A device where member uid-alex's session is open, holding `stored` as metro_optinids. */
function arrange(stored?: string[]) {
  const device = new InMemoryKeyValueStore({
    [LAST_USER_KEY]: 'uid-alex',
    ...(stored === undefined ? {} : { [OPTIN_IDS_KEY]: JSON.stringify(stored) }),
  });
  const callables = new ScriptedCallables().answer('promotions-getPromotions', {
    events: [
      anEvent({ id: 'masterclass', isOnList: true }),
      anEvent({ id: 'gala', isOnList: false }),
      anEvent({ id: 'quiz', isOnList: false }),
    ],
  });
  return { device, load: new LoadEvents(lastSeenOver(callables), device) };
}

describe('LoadEvents', () => {
  it('knows, on a device that never said yes, the lists the server has the member on', async () => {
    const { device, load } = arrange();

    const { optedInIds } = await load.execute(aMember().buildModel());

    expect(optedInIds).toEqual(['masterclass']);
    expect(JSON.parse(device.get(OPTIN_IDS_KEY) ?? 'null')).toEqual(['masterclass']);
  });

  it('keeps what this device said yes to beside what the server says', async () => {
    const { device, load } = arrange(['quiz']);

    const { optedInIds } = await load.execute(aMember().buildModel());

    expect(optedInIds).toEqual(['quiz', 'masterclass']);
    expect(JSON.parse(device.get(OPTIN_IDS_KEY) ?? 'null')).toEqual(['quiz', 'masterclass']);
  });

  it('remembers nothing once the member has signed out of this device meanwhile', async () => {
    const { device, load } = arrange();
    const loading = load.execute(aMember().buildModel());
    device.remove(LAST_USER_KEY);

    await loading;

    expect(device.get(OPTIN_IDS_KEY)).toBeNull();
  });
});
