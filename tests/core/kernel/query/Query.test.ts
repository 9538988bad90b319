import { describe, expect, it } from 'vitest';
import { LoadWalletOffer } from '../../../../src/core/card/LoadWalletOffer';
import { eventsQuery, offTheList } from '../../../../src/core/events/queries';
import { FunctionError } from '../../../../src/core/kernel/FunctionError';
import { messages } from '../../../../src/core/kernel/messages';
import { LAST_SEEN_KEY } from '../../../../src/core/kernel/query/DeviceCopy';
import { answerKey } from '../../../../src/core/kernel/query/QueryDefinition';
import { QueryCache } from '../../../../src/core/kernel/query/QueryCache';
import { memberQuery, type LoadedMember } from '../../../../src/core/member/queries';
import { offerCodeQuery } from '../../../../src/core/offers/queries';
import { UpdateProfile } from '../../../../src/core/settings/UpdateProfile';
import { aMember } from '../../../builders/aMember';
import { anEvent } from '../../../builders/anEvent';
import { VALID_RESPONSES } from '../../../builders/validCallableMessages';
import { coreWithDoubles } from '../../../doubles/coreWithDoubles';
import { FixedClock } from '../../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../../doubles/InMemoryKeyValueStore';
import { queryCacheOver } from '../../../doubles/queryCacheOver';
import { ScriptedCallables } from '../../../doubles/ScriptedCallables';

const UID = 'uid-alex';
const LOCATION = 'gb';
const VOUCHER = 'v-1';
const VENUE = 6;
const SAVED_POINTS = 100;
const SERVER_POINTS = 250;
/** When the device saw the member online (FixedClock's default now): every answer is saved then. */
const SEEN_ONLINE_AT = new FixedClock().now();
const MEMBER_KEY = answerKey('members-getMember', { location: LOCATION });
const memberAnswer = (points: number) => ({
  success: true as const,
  result: aMember().withRewardPoints(points).build(),
});
const OFFLINE = () => new FunctionError('unavailable', messages.errors.network);
const LOAD_FAILED = { fallback: 'Could not load' };

/** A device that saw member UID online: their member data and a QR code valid until 16:00. */
async function deviceSeenOnline(): Promise<InMemoryKeyValueStore> {
  const device = new InMemoryKeyValueStore();
  const callables = new ScriptedCallables()
    .answer('members-getMember', memberAnswer(SAVED_POINTS))
    .answer('vouchers-generateQrCode', {
      base64Png: 'SAVED',
      expiresAt: '2026-03-01T16:00:00.000Z',
    });
  const { queries } = queryCacheOver(callables, device);
  queries.open(UID);
  await queries.query(memberQuery, LOCATION).fetch();
  await queries.query(offerCodeQuery, VOUCHER).fetch();
  return device;
}

/**
 * The app opened again on that device for member `uid`; unless `atOnce` is false, the session
 * showed the member from the copy (QueryCache.answerAtOnce).
 */
function reopened(
  device: InMemoryKeyValueStore,
  { uid = UID, clock = new FixedClock(), atOnce = true } = {},
) {
  const callables = new ScriptedCallables();
  const cache = queryCacheOver(callables, device, clock);
  cache.queries.open(uid);
  if (atOnce) cache.queries.answerAtOnce();
  return {
    ...cache,
    callables,
    member: cache.queries.query(memberQuery, LOCATION),
    code: cache.queries.query(offerCodeQuery, VOUCHER),
  };
}

/** Lets every answer and refresh the doubles released run to its end. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const points = (loaded: LoadedMember | null) => loaded?.member.points.reward ?? null;

/** The device copy's text, or '' when none is kept. */
const copyOn = (device: InMemoryKeyValueStore) => device.get(LAST_SEEN_KEY) ?? '';

describe('Query: stale while revalidate on a start from the device copy', () => {
  it('answers the saved copy at once and refreshes behind the screen; the answer replaces the value and is saved', async () => {
    const device = await deviceSeenOnline();
    const world = reopened(device);
    const server = world.callables.hold('members-getMember');

    const first = await world.member.fetch();
    await settle();

    expect(points(first)).toBe(SAVED_POINTS);
    expect(world.member.source).toBe('device');
    expect(world.member.refreshing).toBe(true);
    expect(world.member.status).toBe('ready');
    // While the refresh is under way the note does not say "no connection".
    expect(world.member.savedAtShown).toBeNull();
    expect(world.callables.callsTo('members-getMember')).toHaveLength(1);

    server.resolve(memberAnswer(SERVER_POINTS));
    await settle();

    // Read straight off the query: no store subscribed to the refresh.
    expect(points(world.member.value)).toBe(SERVER_POINTS);
    expect(world.member.source).toBe('server');
    expect(world.member.fromDevice).toBe(false);
    expect(world.member.refreshing).toBe(false);
    expect(world.member.status).toBe('ready');
    expect(copyOn(device)).toContain(`"rewardPoints":${SERVER_POINTS}`);
  });

  it('says which reads on screen are the device copy, each until the network answers it', async () => {
    const world = reopened(await deviceSeenOnline());
    const member = world.callables.hold('members-getMember');
    world.callables.hold('vouchers-generateQrCode');

    await world.code.fetch();
    expect(world.code.fromDevice).toBe(true);
    expect(world.member.fromDevice).toBe(false);

    await world.member.fetch();
    expect(world.member.fromDevice).toBe(true);

    member.resolve(memberAnswer(SERVER_POINTS));
    await settle();
    expect(world.member.fromDevice).toBe(false);
    expect(world.code.fromDevice).toBe(true);
  });

  it('answers the copy once per key per session: a later fetch waits for the refresh under way', async () => {
    const world = reopened(await deviceSeenOnline());
    const server = world.callables.hold('members-getMember');

    await world.member.fetch();
    let later: LoadedMember | null = null;
    const waiting = world.member.fetch().then((answer) => (later = answer));
    await settle();
    expect(later).toBeNull();

    server.resolve(memberAnswer(SERVER_POINTS));
    await waiting;

    expect(points(later)).toBe(SERVER_POINTS);
    expect(world.callables.callsTo('members-getMember')).toHaveLength(1);
  });

  it("keeps the refresh's answer for the next fetch without another round trip, then asks the network", async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.answerOnce('members-getMember', memberAnswer(SERVER_POINTS));
    world.callables.answerOnce('members-getMember', memberAnswer(300));

    await world.member.fetch();
    await settle();
    const reread = await world.member.fetch();
    const next = await world.member.fetch();

    expect(points(reread)).toBe(SERVER_POINTS);
    expect(points(next)).toBe(300);
    expect(world.callables.callsTo('members-getMember')).toHaveLength(2);
  });

  it('a refresh that fails for want of a network leaves the copy on screen, and the note says when it is from', async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.fail('members-getMember', OFFLINE());

    const first = await world.member.fetch();
    await settle();

    expect(points(first)).toBe(SAVED_POINTS);
    expect(world.member.status).toBe('ready');
    expect(world.member.fromDevice).toBe(true);
    expect(world.member.savedAtShown).toEqual(SEEN_ONLINE_AT);
  });

  it('a refused refresh takes the copy off the screen and tells the member; the next fetch is refused too', async () => {
    const world = reopened(await deviceSeenOnline());
    const refusal = new FunctionError('permission-denied', 'No');
    world.callables.fail('members-getMember', refusal);

    const shown = await world.member.load(LOAD_FAILED);
    await settle();

    expect(shown).toBe(true);
    expect(world.member.value).toBeNull();
    expect(world.member.status).toBe('error');
    expect(world.member.fromDevice).toBe(false);
    expect(world.problems.reported).toEqual([
      { error: refusal, options: expect.objectContaining({ fallback: LOAD_FAILED.fallback }) },
    ]);
    await expect(world.member.fetch()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('an expired voucher code is not answered at once: the network first, the copy stands in only offline', async () => {
    const clock = new FixedClock('2026-03-01T17:00:00.000Z');
    const world = reopened(await deviceSeenOnline(), { clock });
    const server = world.callables.hold('vouchers-generateQrCode');

    let answer: { imageUrl: string } | null = null;
    const fetching = world.code.fetch().then((got) => (answer = got));
    await settle();
    expect(answer).toBeNull();

    server.reject(OFFLINE());
    await fetching;

    expect(answer).toEqual({ imageUrl: 'data:image/png;base64,SAVED' });
    expect(world.code.expired()).toBe(true);
    expect(world.code.usableUntil).toEqual(new Date('2026-03-01T16:00:00.000Z'));
    expect(world.code.savedAtShown).toEqual(SEEN_ONLINE_AT);
  });

  it('a code still valid is answered at once', async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.hold('vouchers-generateQrCode');

    const answer = await world.code.fetch();

    expect(answer.imageUrl).toBe('data:image/png;base64,SAVED');
    expect(world.code.expired()).toBe(false);
  });

  it("never answers another member's copy: opening for them removes it and the network answers", async () => {
    const device = await deviceSeenOnline();
    const world = reopened(device, { uid: 'uid-someone-else' });
    const server = world.callables.hold('members-getMember');

    let answer: LoadedMember | null = null;
    const fetching = world.member.fetch().then((got) => (answer = got));
    await settle();

    expect(answer).toBeNull();
    expect(device.get(LAST_SEEN_KEY)).toBeNull();
    server.resolve(memberAnswer(7));
    await fetching;
    expect(points(answer)).toBe(7);
  });

  it('never keeps the wallet links on the device: they are not a query', async () => {
    const world = coreWithDoubles();
    world.platform.platformKind = 'android';
    world.callables
      .answer('members-getMember', memberAnswer(SAVED_POINTS))
      .answer('wallet-getPassLinks', VALID_RESPONSES['wallet-getPassLinks'] as never);
    const queries = world.get(QueryCache);
    queries.open(UID);
    await queries.query(memberQuery, LOCATION).fetch();

    const offer = await world.get(LoadWalletOffer).execute();

    expect(world.callables.callsTo('wallet-getPassLinks')).toHaveLength(1);
    expect(JSON.stringify(offer)).toContain('pay.google.com');
    expect(copyOn(world.device)).toContain(`"rewardPoints":${SAVED_POINTS}`);
    for (const stored of world.device.values.values()) {
      expect(stored).not.toContain('wallet-getPassLinks');
      expect(stored).not.toContain('pay.google.com');
    }
  });
});

describe('Query: network first otherwise', () => {
  it('answers nothing at once unless the session started from the copy', async () => {
    const world = reopened(await deviceSeenOnline(), { atOnce: false });
    const server = world.callables.hold('members-getMember');

    let answer: LoadedMember | null = null;
    const fetching = world.member.fetch().then((got) => (answer = got));
    await settle();
    expect(answer).toBeNull();
    expect(world.member.status).toBe('loading');

    server.resolve(memberAnswer(SERVER_POINTS));
    await fetching;
    expect(points(answer)).toBe(SERVER_POINTS);
    expect(world.member.source).toBe('server');
  });

  it('the copy stands in when the network fails, marked with when it was fetched', async () => {
    const world = reopened(await deviceSeenOnline(), { atOnce: false });
    world.callables.fail('members-getMember', OFFLINE());

    const answer = await world.member.fetch();

    expect(points(answer)).toBe(SAVED_POINTS);
    expect(world.member.status).toBe('ready');
    expect(world.member.fromDevice).toBe(true);
    expect(world.member.savedAtShown).toEqual(SEEN_ONLINE_AT);
  });

  it('a refusal is never answered from the copy', async () => {
    const world = reopened(await deviceSeenOnline(), { atOnce: false });
    world.callables.fail('members-getMember', new FunctionError('permission-denied', 'No'));

    await expect(world.member.fetch()).rejects.toMatchObject({ code: 'permission-denied' });

    expect(world.member.value).toBeNull();
    expect(world.member.status).toBe('error');
  });

  it('a value on screen stays ready while it is asked for again (no skeleton over it), until the answer replaces it', async () => {
    const world = reopened(await deviceSeenOnline(), { atOnce: false });
    world.callables.answerOnce('members-getMember', memberAnswer(SERVER_POINTS));
    await world.member.fetch();
    const server = world.callables.hold('members-getMember');

    const again = world.member.fetch();
    const whileOut = { status: world.member.status, points: points(world.member.value) };
    server.resolve(memberAnswer(300));
    await again;

    expect(whileOut).toEqual({ status: 'ready', points: SERVER_POINTS });
    expect(world.member.status).toBe('ready');
    expect(points(world.member.value)).toBe(300);
  });
});

describe('Query: a copy that no longer reads is dropped', () => {
  /** The device copy with the member's saved answer replaced by `value` (an older app's shape). */
  async function deviceWithMemberSavedAs(value: unknown): Promise<InMemoryKeyValueStore> {
    const device = await deviceSeenOnline();
    const copy = JSON.parse(copyOn(device)) as { answers: Record<string, { value: unknown }> };
    const saved = copy.answers[MEMBER_KEY];
    if (saved === undefined) throw new Error('the member was not saved');
    saved.value = value;
    device.set(LAST_SEEN_KEY, JSON.stringify(copy));
    return device;
  }

  const OLDER_SHAPES: [string, unknown][] = [
    ['an older shape', { success: true, result: { id: 'crm-1001', points: 5 } }],
    ['a damaged value', 'not a member'],
  ];

  it.each(OLDER_SHAPES)(
    'on a start from the copy, %s is not shown: the fetch waits for the network',
    async (_case, value) => {
      const world = reopened(await deviceWithMemberSavedAs(value));
      const server = world.callables.hold('members-getMember');

      let answer: LoadedMember | null = null;
      const fetching = world.member.fetch().then((got) => (answer = got));
      await settle();

      expect(answer).toBeNull();
      expect(world.deviceCopy.saved(MEMBER_KEY)).toBeNull();
      expect(
        world.deviceCopy.saved(answerKey('vouchers-generateQrCode', { voucherId: VOUCHER })),
      ).not.toBeNull();
      server.resolve(memberAnswer(SERVER_POINTS));
      await fetching;
      expect(points(answer)).toBe(SERVER_POINTS);
    },
  );

  it.each(OLDER_SHAPES)(
    'with no network, %s does not stand in: the network failure is said',
    async (_case, value) => {
      const world = reopened(await deviceWithMemberSavedAs(value), { atOnce: false });
      const failure = OFFLINE();
      world.callables.fail('members-getMember', failure);

      await expect(world.member.fetch()).rejects.toBe(failure);

      expect(world.member.status).toBe('error');
      expect(world.member.value).toBeNull();
      expect(world.deviceCopy.saved(MEMBER_KEY)).toBeNull();
    },
  );
});

describe('Query: a write changes what a read shows', () => {
  const EVENTS = { events: [anEvent({ id: 'e1', isOnList: true }), anEvent({ id: 'e2' })] };
  const EVENTS_KEY = answerKey('promotions-getPromotions', { venueId: VENUE });

  /** Member UID's events, fetched once online and saved on the device. */
  async function eventsSeen() {
    const callables = new ScriptedCallables().answerOnce('promotions-getPromotions', EVENTS);
    const cache = queryCacheOver(callables);
    cache.queries.open(UID);
    const events = cache.queries.query(eventsQuery, VENUE);
    await events.fetch();
    return { ...cache, callables, events };
  }

  it('update() shows the change at once, keeps the status, and drops the device copy that says the old thing', async () => {
    const world = await eventsSeen();
    expect(world.deviceCopy.saved(EVENTS_KEY)).not.toBeNull();

    world.events.update((shown) => offTheList(shown, 'e1'));

    expect(world.events.value?.onListIds).toEqual([]);
    expect(world.events.status).toBe('ready');
    expect(world.deviceCopy.saved(EVENTS_KEY)).toBeNull();
  });

  it("update() during a fetch is applied again to the fetch's older answer, which is not saved", async () => {
    const world = await eventsSeen();
    const server = world.callables.hold('promotions-getPromotions');

    const fetching = world.events.fetch();
    world.events.update((shown) => offTheList(shown, 'e1'));
    // The server read the list before the cancel reached it: e1 still on it.
    server.resolve(EVENTS);
    const shown = await fetching;

    expect(shown.onListIds).toEqual([]);
    expect(world.events.value?.onListIds).toEqual([]);
    expect(world.events.value?.events.map((event) => event.id)).toEqual(['e1', 'e2']);
    expect(world.deviceCopy.saved(EVENTS_KEY)).toBeNull();
  });

  it('a fetch sent after the update is saved again', async () => {
    const world = await eventsSeen();
    world.events.update((shown) => offTheList(shown, 'e1'));
    world.callables.answerOnce('promotions-getPromotions', {
      events: [anEvent({ id: 'e1' }), anEvent({ id: 'e2' })],
    });

    await world.events.fetch();

    expect(world.events.value?.onListIds).toEqual([]);
    expect(world.deviceCopy.saved(EVENTS_KEY)).not.toBeNull();
  });

  it("answer() shows a write's answer as the server's and saves it for the next start", async () => {
    const device = await deviceSeenOnline();
    const world = reopened(device, { atOnce: false });

    world.member.answer(memberAnswer(SERVER_POINTS));

    expect(points(world.member.value)).toBe(SERVER_POINTS);
    expect(world.member.source).toBe('server');
    expect(world.member.status).toBe('ready');
    expect(copyOn(device)).toContain(`"rewardPoints":${SERVER_POINTS}`);
    expect(copyOn(device)).not.toContain(`"rewardPoints":${SAVED_POINTS}`);
  });

  it("a write's answer is not undone by a fetch sent before it: the older answer is neither shown nor saved", async () => {
    const device = await deviceSeenOnline();
    const world = reopened(device);
    const server = world.callables.hold('members-getMember');
    await world.member.fetch();

    // The profile is saved while the refresh behind the screen is still out.
    world.member.answer(memberAnswer(SERVER_POINTS));
    server.resolve(memberAnswer(SAVED_POINTS));
    await settle();

    expect(points(world.member.value)).toBe(SERVER_POINTS);
    expect(world.member.fromDevice).toBe(false);
    expect(copyOn(device)).toContain(`"rewardPoints":${SERVER_POINTS}`);
    expect(copyOn(device)).not.toContain(`"rewardPoints":${SAVED_POINTS}`);
  });

  it("a saved profile change is the member's copy from then on: a reload never shows the old details first", async () => {
    const device = await deviceSeenOnline();
    const callables = new ScriptedCallables().answer(
      'members-updateProfile',
      memberAnswer(SERVER_POINTS),
    );
    const online = queryCacheOver(callables, device);
    online.queries.open(UID);
    await new UpdateProfile(callables, online.queries).execute(LOCATION, 'crm-1001', {
      kind: 'phone',
      mobilePhone: '07700 900555',
    });

    const world = reopened(device);
    world.callables.hold('members-getMember');

    expect(points(await world.member.fetch())).toBe(SERVER_POINTS);
  });

  it('after the cache closes nothing of the member is kept for the next', async () => {
    const device = await deviceSeenOnline();
    const world = reopened(device);
    world.callables.answerOnce('members-getMember', memberAnswer(SERVER_POINTS));
    await world.member.fetch();
    await settle();

    world.queries.close();
    expect(world.member.value).toBeNull();
    expect(device.get(LAST_SEEN_KEY)).toBeNull();
    world.queries.open('uid-bo');
    world.callables.answerOnce('members-getMember', memberAnswer(1));

    expect(points(await world.member.fetch())).toBe(1);
  });
});
