import { describe, expect, it } from 'vitest';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { OptInToEvent } from '../../../src/core/events/OptInToEvent';
import { ReadOptedInEvents } from '../../../src/core/events/ReadOptedInEvents';
import { aMember } from '../../builders/aMember';
import { anEvent } from '../../builders/anEvent';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { RecordingAnalytics } from '../../doubles/RecordingAnalytics';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

/** A device where member uid-alex's session began (metro_last_user), holding `stored`. */
function arrange(stored?: string) {
  const device = new InMemoryKeyValueStore({
    [LAST_USER_KEY]: 'uid-alex',
    ...(stored === undefined ? {} : { [OPTIN_IDS_KEY]: stored }),
  });
  const callables = new ScriptedCallables().answer('promotions-optInToEvent', {
    success: true,
    message: 'See you there',
  });
  const analytics = new RecordingAnalytics();
  return { device, callables, analytics, optIn: new OptInToEvent(callables, device, analytics) };
}

describe('OptInToEvent', () => {
  it('sends the event uri, customer number and home casino name, and remembers the id', async () => {
    const { optIn, callables, device, analytics } = arrange('["event-0"]');

    const result = await optIn.execute(
      anEvent({ id: 'event-1', uri: 'poker-night' }),
      aMember().buildModel(),
      'Leeds',
    );

    expect(callables.callsTo('promotions-optInToEvent')).toEqual([
      { uri: 'poker-night', customerNumber: '10012345', homeCasinoName: 'Leeds' },
    ]);
    expect(result).toEqual({ message: 'See you there', optedInIds: ['event-0', 'event-1'] });
    expect(JSON.parse(device.get(OPTIN_IDS_KEY) ?? 'null')).toEqual(['event-0', 'event-1']);
    expect(analytics.events).toEqual([{ type: 'optin', category: 'event', eventId: 'event-1' }]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a JSON object', '{"event-0":true}'],
    ['a list of numbers', '[1,2]'],
  ])('discards a stored value that is %s and keeps only the new id', async (_case, stored) => {
    const { optIn, device } = arrange(stored);

    const result = await optIn.execute(anEvent(), aMember().buildModel(), 'Leeds');

    expect(result.optedInIds).toEqual(['event-1']);
    expect(device.get(OPTIN_IDS_KEY)).toBe('["event-1"]');
  });

  it('keeps nothing on a device no member is signed in to (the answer came after sign-out)', async () => {
    const { optIn, device } = arrange();
    device.remove(LAST_USER_KEY);

    const result = await optIn.execute(anEvent({ id: 'event-1' }), aMember().buildModel(), 'Leeds');

    expect(result.optedInIds).toEqual(['event-1']);
    expect(device.get(OPTIN_IDS_KEY)).toBeNull();
  });

  it("never keeps one member's RSVP as the next member's (an answer after a change of member)", async () => {
    const { optIn, callables, device } = arrange('["event-0"]');
    const answer = callables.hold('promotions-optInToEvent');

    const rsvp = optIn.execute(anEvent({ id: 'event-1' }), aMember().buildModel(), 'Leeds');
    // Alex signs out and Sam signs in on the same phone before the answer arrives.
    device.remove(OPTIN_IDS_KEY);
    device.set(LAST_USER_KEY, 'uid-sam');
    answer.resolve({ success: true });
    await rsvp;

    expect(device.get(OPTIN_IDS_KEY)).toBeNull();
  });

  it('remembers nothing when the server refuses', async () => {
    const { optIn, callables, device } = arrange('["event-0"]');
    callables.fail('promotions-optInToEvent', new FunctionError('aborted', 'Event is full'));

    await expect(optIn.execute(anEvent(), aMember().buildModel(), 'Leeds')).rejects.toThrow(
      'Event is full',
    );
    expect(device.get(OPTIN_IDS_KEY)).toBe('["event-0"]');
  });
});

describe('ReadOptedInEvents', () => {
  it('reads the stored ids', () => {
    const device = new InMemoryKeyValueStore({ [OPTIN_IDS_KEY]: '["a","b"]' });

    expect(new ReadOptedInEvents(device).execute()).toEqual(['a', 'b']);
  });

  it('reads nothing stored as no ids', () => {
    expect(new ReadOptedInEvents(new InMemoryKeyValueStore()).execute()).toEqual([]);
  });

  it('discards a corrupt value from storage rather than failing', () => {
    const device = new InMemoryKeyValueStore({ [OPTIN_IDS_KEY]: 'undefined' });

    const ids = new ReadOptedInEvents(device).execute();

    expect(ids).toEqual([]);
    expect(device.get(OPTIN_IDS_KEY)).toBeNull();
  });
});
