import { describe, expect, it } from 'vitest';
import { LAST_USER_KEY, OPTIN_IDS_KEY } from '../../../src/core/kernel/constants';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { EventsStore } from '../../../src/core/events/EventsStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { MyDataStore } from '../../../src/core/settings/MyDataStore';
import { DeviceCopy, LAST_SEEN_KEY } from '../../../src/core/kernel/query/DeviceCopy';
import { PAINTED_SCREENS_KEY } from '../../../src/core/kernel/paintedScreen';
import { aMember } from '../../builders/aMember';
import { anEvent } from '../../builders/anEvent';
import { somePersonalData } from '../../builders/somePersonalData';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

const RSVP_EVENT = anEvent({ id: 'e-poker-masterclass', uri: 'poker', isRsvp: true });

const PAINTED_HOME = {
  html: '<main><p class="rewards-card__balance">30,100</p></main>',
  stylesheets: ['/assets/app-1.css'],
  mobile: true,
  media: '(max-width: 767.98px)',
  fonts: [],
  shownUntil: null,
};

/** Member uid-alex signed in on this device and said yes to an RSVP event. */
async function memberWhoRsvpd() {
  const world = arrangeSignedInWorld();
  world.callables
    .answer('promotions-getPromotions', { events: [RSVP_EVENT] })
    .answer('promotions-optInToEvent', { success: true });
  world.auth.signedInAs(world.user);
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  await settle();
  const events = world.get(EventsStore);
  await events.load();
  await events.optIn(RSVP_EVENT.id);
  // Home as the member saw it, painted for the next start (DECISIONS.md "Offline and the device copy: the painted copy").
  world.get(DeviceCopy).keepScreen('/', PAINTED_HOME);
  return { ...world, session, events };
}

type World = Awaited<ReturnType<typeof memberWhoRsvpd>>;

/** What the device keeps of the member, by key. */
function memberKeysOnDevice(world: World): string[] {
  return [OPTIN_IDS_KEY, LAST_USER_KEY, LAST_SEEN_KEY, PAINTED_SCREENS_KEY].filter(
    (key) => world.device.get(key) !== null,
  );
}

/** Every way into signed-out (spec sections 4 and 8; DECISIONS.md "Session and sign-in"). */
const WAYS_OUT: [string, (world: World) => Promise<void>][] = [
  ['the member signs out', (world) => world.session.signOut()],
  [
    'a gate signs them out (suspended, a Problem dialog)',
    async (world) => {
      world.callables.answer('members-getMember', {
        success: true,
        result: aMember().suspended().build(),
      });
      await world.session.refresh();
    },
  ],
  [
    'a gate signs them out (temporary membership, a toast)',
    async (world) => {
      world.callables.answer('members-getMember', {
        success: true,
        result: aMember().temporary().build(),
      });
      await world.session.refresh();
    },
  ],
  [
    'the server no longer accepts the session (unauthenticated)',
    async (world) => {
      world.callables.fail(
        'promotions-getPromotions',
        new FunctionError('unauthenticated', 'Please log in again'),
      );
      await world.events.load();
      await settle();
    },
  ],
  [
    'the member data cannot be fetched (signed out with a message)',
    async (world) => {
      world.callables.fail('members-getMember', new FunctionError('not-found', 'No member'));
      await world.session.refresh();
    },
  ],
];

describe("every way into signed-out removes the member's RSVP'd event ids (shared phone)", () => {
  it("the member's RSVP is remembered on the device while signed in (so the checks below can fail)", async () => {
    const world = await memberWhoRsvpd();

    expect(world.events.isOptedIn(RSVP_EVENT.id)).toBe(true);
    expect(JSON.parse(world.device.get(OPTIN_IDS_KEY) ?? '[]')).toEqual([RSVP_EVENT.id]);
    expect(world.device.get(LAST_USER_KEY)).toBe('uid-alex');
    expect(memberKeysOnDevice(world)).toEqual([
      OPTIN_IDS_KEY,
      LAST_USER_KEY,
      LAST_SEEN_KEY,
      PAINTED_SCREENS_KEY,
    ]);
    // The service worker holds the painted home too, to paint it into the next visit's page.
    expect(Object.keys(world.paintedCopy.held?.screens ?? {})).toEqual(['/']);
  });

  it.each(WAYS_OUT)(
    'when %s: no opt-in ids, last user, saved answers or painted screens are left',
    async (_way, leave) => {
      const world = await memberWhoRsvpd();

      await leave(world);

      expect(world.session.phase).toBe('signed-out');
      expect(memberKeysOnDevice(world)).toEqual([]);
      expect(world.paintedCopy.held).toBeNull();
      expect(world.events.optedInIds).toEqual([]);
    },
  );

  it.each(WAYS_OUT)(
    'when %s: the summary of a copy of their data downloaded in Settings is gone',
    async (_way, leave) => {
      const world = await memberWhoRsvpd();
      world.callables.answer('members-downloadMyData', {
        success: true,
        exportedAt: '2026-11-27T20:00:00.000Z',
        data: somePersonalData(),
      });
      const myData = world.get(MyDataStore);
      await myData.download();
      expect(myData.summary).not.toBeNull();

      await leave(world);

      expect(myData.summary).toBeNull();
    },
  );

  it('when the app opens with nobody signed in, leftovers of the last member are removed', async () => {
    const world = arrangeSignedInWorld();
    world.device.set(OPTIN_IDS_KEY, JSON.stringify([RSVP_EVENT.id]));
    world.device.set(LAST_USER_KEY, 'uid-alex');
    world.device.set(
      PAINTED_SCREENS_KEY,
      JSON.stringify({ uid: 'uid-alex', screens: { '/': { ...PAINTED_HOME, savedAt: 1 } } }),
    );
    const session = world.get(SessionStore);

    session.start();
    world.auth.initialise();
    await settle();

    expect(session.phase).toBe('signed-out');
    expect(world.device.get(OPTIN_IDS_KEY)).toBeNull();
    expect(world.device.get(LAST_USER_KEY)).toBeNull();
    expect(world.device.get(PAINTED_SCREENS_KEY)).toBeNull();
  });

  it('an RSVP answer arriving after sign-out leaves nothing on the device', async () => {
    const world = await memberWhoRsvpd();
    const other = anEvent({ id: 'e-gala', uri: 'gala', isRsvp: true });
    world.callables.answer('promotions-getPromotions', { events: [RSVP_EVENT, other] });
    await world.events.load();
    const held = world.callables.hold('promotions-optInToEvent');
    const rsvp = world.events.optIn(other.id);

    await world.session.signOut();
    held.resolve({ success: true });
    await rsvp;

    expect(world.device.get(OPTIN_IDS_KEY)).toBeNull();
    expect(world.get(DialogStore).current).toBeNull();
  });

  it('the same member signing in again starts with no remembered RSVPs but can RSVP again', async () => {
    const world = await memberWhoRsvpd();
    await world.session.signOut();

    world.auth.signedInAs(world.user);
    world.auth.initialise();
    await settle();
    await world.events.load();

    expect(world.session.phase).toBe('initialised');
    expect(world.events.isOptedIn(RSVP_EVENT.id)).toBe(false);
    await world.events.optIn(RSVP_EVENT.id);
    expect(JSON.parse(world.device.get(OPTIN_IDS_KEY) ?? '[]')).toEqual([RSVP_EVENT.id]);
    expect(world.device.get(LAST_USER_KEY)).toBe('uid-alex');
  });
});
