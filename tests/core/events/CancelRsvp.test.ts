import { describe, expect, it } from 'vitest';
import { OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { notices } from '../../../src/core/kernel/notices';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { answerKey } from '../../../src/core/kernel/query/QueryDefinition';
import { DeviceCopy } from '../../../src/core/kernel/query/DeviceCopy';
import { QueryCache } from '../../../src/core/kernel/query/QueryCache';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { venueIdForMember } from '../../../src/core/member/venueOf';
import { venueQuery } from '../../../src/core/venue/queries';
import { anEvent } from '../../builders/anEvent';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

/** Alex is on the poker night's list (e1, 19:00 on 10 March 2026); the clock says 1 March. */
async function onTheList() {
  const world = arrangeSignedInWorld();
  world.device.set('metro_last_user', 'uid-alex');
  world.device.set(OPTIN_IDS_KEY, '["e1","e2"]');
  world.callables.answer('promotions-getPromotions', {
    events: [
      anEvent({ id: 'e1', uri: 'poker', isOnList: true }),
      anEvent({ id: 'e2', uri: 'gala' }),
    ],
  });
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  const events = world.get(EventsStore);
  await events.load();
  return { world, events };
}

describe('EventsStore: cancel my place (promotions-cancelRsvp)', () => {
  it('sends only the event, forgets it on the device and says so', async () => {
    const { world, events } = await onTheList();
    world.callables.answer('promotions-cancelRsvp', { success: true, cancelled: true });

    await events.cancel('e1');

    expect(world.callables.callsTo('promotions-cancelRsvp')).toEqual([{ uri: 'poker' }]);
    expect(events.isOptedIn('e1')).toBe(false);
    expect(events.isOptedIn('e2')).toBe(true);
    expect(JSON.parse(world.device.get(OPTIN_IDS_KEY) ?? '[]')).toEqual(['e2']);
    expect(world.get(NotificationsStore).toasts.map((toast) => toast.message)).toContain(
      notices.rsvpCancelled,
    );
  });

  it('sends one request however often it is tapped while the first is on its way', async () => {
    const { world, events } = await onTheList();
    const held = world.callables.hold('promotions-cancelRsvp');

    const first = events.cancel('e1');
    const second = events.cancel('e1');
    const meanwhile = events.isCancelling('e1');
    held.resolve({ success: true, cancelled: true });
    await Promise.all([first, second]);

    expect(meanwhile).toBe(true);
    expect(world.callables.callsTo('promotions-cancelRsvp')).toHaveLength(1);
    expect(events.isCancelling('e1')).toBe(false);
  });

  it('keeps the place and shows the server’s reason when it refuses (the event has started)', async () => {
    const { world, events } = await onTheList();
    const reason = 'This event has started, so your place can no longer be cancelled';
    world.callables.fail('promotions-cancelRsvp', new FunctionError('aborted', reason));

    await events.cancel('e1');

    expect(world.get(DialogStore).current?.message).toBe(reason);
    expect(events.isOptedIn('e1')).toBe(true);
    expect(JSON.parse(world.device.get(OPTIN_IDS_KEY) ?? '[]')).toEqual(['e1', 'e2']);
  });

  it('offers to cancel only a place the member has, and only before the event starts', async () => {
    const { world, events } = await onTheList();
    world.device.set(OPTIN_IDS_KEY, '["e1"]');
    await events.load();

    expect(events.canCancel('e1')).toBe(true);
    expect(events.canCancel('e2')).toBe(false);
    world.clock.setTo('2026-03-10T19:00:00Z');
    expect(events.canCancel('e1')).toBe(false);
  });

  it("writes the event's calendar file with the casino's name and address as its place", async () => {
    const { events } = await onTheList();

    const file = await events.calendarFileFor('e1');

    expect(file?.name).toMatch(/\.ics$/);
    expect(file?.text).toContain('LOCATION:Metropolitan Leeds\\, 1 Park Row\\, Leeds\r\n');
    expect(file?.text).toContain('DTSTART:20260310T190000Z\r\n');
    expect(await events.calendarFileFor('nothing')).toBeNull();
  });

  it('fetches the venue first when asked before it has arrived, so the place is still in the file', async () => {
    const { world, events } = await onTheList();
    // Alex's home casino, venue 6: its answer not (or no longer) in.
    world.get(QueryCache).forget(venueQuery, 6);
    const venueCalls = world.callables.callsTo('members-getVenue').length;

    const file = await events.calendarFileFor('e1');

    expect(world.callables.callsTo('members-getVenue')).toHaveLength(venueCalls + 1);
    expect(file?.text).toContain('LOCATION:Metropolitan Leeds\\, 1 Park Row\\, Leeds\r\n');
  });
});

describe('CancelRsvp: the saved copy of the events', () => {
  it('leaves no saved copy with the member on the list, so the next start does not put them back on it', async () => {
    const { world, events } = await onTheList();
    world.callables.answer('promotions-cancelRsvp', { success: true, cancelled: true });
    const member = world.get(MemberStore).member;
    const venueId = member === null ? null : venueIdForMember(member);
    const key = answerKey('promotions-getPromotions', { venueId });
    const onListInCopy = () =>
      (
        world.get(DeviceCopy).saved(key)?.value as { events: { id: string; isOnList: boolean }[] }
      )?.events.find((event) => event.id === 'e1')?.isOnList;
    expect(onListInCopy()).toBe(true);

    await events.cancel('e1');

    // The copy said the old thing, so it is dropped; the next answer from the server is saved.
    expect(onListInCopy()).toBeUndefined();
    expect(events.isOptedIn('e1')).toBe(false);
  });
});
