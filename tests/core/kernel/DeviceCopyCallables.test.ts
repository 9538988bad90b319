import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { LAST_SEEN_KEY } from '../../../src/core/kernel/LastSeen';
import { messages } from '../../../src/core/kernel/messages';
import type { CallableName } from '../../../src/core/ports/CallablesPort';
import { aMember } from '../../builders/aMember';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';
import { deviceCopyOver } from '../../doubles/lastSeenOver';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const UID = 'uid-alex';
const LOCATION = { location: 'gb' };
const SAVED_POINTS = 100;
const SERVER_POINTS = 250;
const memberAnswer = (points: number) => ({
  success: true as const,
  result: aMember().withRewardPoints(points).build(),
});
const OFFLINE = () => new FunctionError('unavailable', messages.errors.network);

/** A device that saw member UID online: their member data and a QR code valid until 16:00. */
async function deviceSeenOnline(): Promise<InMemoryKeyValueStore> {
  const device = new InMemoryKeyValueStore();
  const callables = new ScriptedCallables()
    .answer('members-getMember', memberAnswer(SAVED_POINTS))
    .answer('vouchers-generateQrCode', {
      base64Png: 'SAVED',
      expiresAt: '2026-03-01T16:00:00.000Z',
    })
    .answer('wallet-getPassLinks', {
      success: true,
      apple: 'https://x/apple',
      google: null,
    } as never);
  const { lastSeen, port } = deviceCopyOver(callables, device, new FixedClock());
  lastSeen.open(UID);
  await port.call('members-getMember', LOCATION);
  await port.call('vouchers-generateQrCode', { voucherId: 'v-1' });
  await port.call('wallet-getPassLinks', {} as never).catch(() => undefined);
  return device;
}

/** The app opened again on that device, the session showing the member from the copy. */
function reopened(device: InMemoryKeyValueStore, uid = UID, clock = new FixedClock()) {
  const callables = new ScriptedCallables();
  const copy = deviceCopyOver(callables, device, clock);
  copy.lastSeen.open(uid);
  copy.lastSeen.answerAtOnce();
  return { ...copy, callables, clock };
}

const points = (answer: unknown) =>
  (answer as { result: { rewardPoints: number } }).result.rewardPoints;

describe('the device copy around CallablesPort: stale while revalidate', () => {
  it('answers the saved copy at once on the first call and starts the refresh, which is saved and announced', async () => {
    const device = await deviceSeenOnline();
    const world = reopened(device);
    const server = world.callables.hold('members-getMember');
    const heard: CallableName[] = [];
    world.lastSeen.onRefreshed(['members-getMember'], (name) => heard.push(name));

    const first = await world.port.call('members-getMember', LOCATION);

    expect(points(first)).toBe(SAVED_POINTS);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.callables.callsTo('members-getMember')).toHaveLength(1);
    expect(world.lastSeen.servedFromDevice.size).toBe(1);
    // While the refresh is under way the note does not say "no connection".
    expect(world.lastSeen.savedAt(['members-getMember'])).toBeNull();

    server.resolve(memberAnswer(SERVER_POINTS));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(heard).toEqual(['members-getMember']);
    expect(world.lastSeen.servedFromDevice.size).toBe(0);
    expect(device.get(LAST_SEEN_KEY) ?? '').toContain(`"rewardPoints":${SERVER_POINTS}`);
  });

  it('says which reads on screen are the device copy, each until the network answers it', async () => {
    const world = reopened(await deviceSeenOnline());
    const member = world.callables.hold('members-getMember');
    world.callables.hold('vouchers-generateQrCode');

    await world.port.call('vouchers-generateQrCode', { voucherId: 'v-1' });
    expect(world.lastSeen.showsCopyOf(['vouchers-generateQrCode'])).toBe(true);
    expect(world.lastSeen.showsCopyOf(['members-getMember'])).toBe(false);

    await world.port.call('members-getMember', LOCATION);
    expect(world.lastSeen.showsCopyOf(['members-getMember'])).toBe(true);

    member.resolve(memberAnswer(SERVER_POINTS));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.lastSeen.showsCopyOf(['members-getMember'])).toBe(false);
    expect(world.lastSeen.showsCopyOf(['vouchers-generateQrCode'])).toBe(true);
  });

  it('a later call waits for the refresh under way: the copy is answered once per page', async () => {
    const world = reopened(await deviceSeenOnline());
    const server = world.callables.hold('members-getMember');

    await world.port.call('members-getMember', LOCATION);
    let later: unknown = null;
    const waiting = world.port
      .call('members-getMember', LOCATION)
      .then((answer) => (later = answer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later).toBeNull();

    server.resolve(memberAnswer(SERVER_POINTS));
    await waiting;

    expect(points(later)).toBe(SERVER_POINTS);
    expect(world.callables.callsTo('members-getMember')).toHaveLength(1);
  });

  it("keeps the refresh's answer for one re-read without another round trip, then asks the network", async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.answerOnce('members-getMember', memberAnswer(SERVER_POINTS));
    world.callables.answerOnce('members-getMember', memberAnswer(300));

    await world.port.call('members-getMember', LOCATION);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const reread = await world.port.call('members-getMember', LOCATION);
    const next = await world.port.call('members-getMember', LOCATION);

    expect(points(reread)).toBe(SERVER_POINTS);
    expect(points(next)).toBe(300);
    expect(world.callables.callsTo('members-getMember')).toHaveLength(2);
  });

  it('a refresh that fails for want of a network leaves the copy on screen, and the note says when it is from', async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.fail('members-getMember', OFFLINE());

    const first = await world.port.call('members-getMember', LOCATION);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(points(first)).toBe(SAVED_POINTS);
    expect(world.lastSeen.savedAt(['members-getMember'])).toEqual(world.clock.now());
  });

  it('a refused refresh takes the copy off the screen and tells the stores', async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.fail('members-getMember', new FunctionError('permission-denied', 'No'));
    const refusals: boolean[] = [];
    world.lastSeen.onRefreshed(['members-getMember'], (_name, _request, refused) =>
      refusals.push(refused),
    );

    await world.port.call('members-getMember', LOCATION);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(refusals).toEqual([true]);
    expect(world.lastSeen.servedFromDevice.size).toBe(0);
    await expect(world.port.call('members-getMember', LOCATION)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('an expired voucher code is never answered at once: the network first, the copy only offline', async () => {
    const clock = new FixedClock();
    clock.setTo('2026-03-01T17:00:00.000Z');
    const world = reopened(await deviceSeenOnline(), UID, clock);
    const server = world.callables.hold('vouchers-generateQrCode');

    let answer: { base64Png: string } | null = null;
    const call = world.port
      .call('vouchers-generateQrCode', { voucherId: 'v-1' })
      .then((got) => (answer = got));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answer).toBeNull();

    server.reject(OFFLINE());
    await call;
    expect(answer).toMatchObject({ base64Png: 'SAVED' });
    expect(world.lastSeen.savedAt(['vouchers-generateQrCode'])).not.toBeNull();
  });

  it('a code still valid is answered at once', async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.hold('vouchers-generateQrCode');

    const answer = await world.port.call('vouchers-generateQrCode', { voucherId: 'v-1' });

    expect(answer.base64Png).toBe('SAVED');
  });

  it("never answers another member's copy: it is removed and the network answers", async () => {
    const device = await deviceSeenOnline();
    const world = { ...reopened(device, 'uid-someone-else'), device };
    const server = world.callables.hold('members-getMember');

    let answer: unknown = null;
    const call = world.port.call('members-getMember', LOCATION).then((got) => (answer = got));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(answer).toBeNull();
    expect(world.device.get(LAST_SEEN_KEY)).toBeNull();
    server.resolve(memberAnswer(7));
    await call;
    expect(points(answer)).toBe(7);
  });

  it('never keeps the wallet links on the device', async () => {
    const device = await deviceSeenOnline();

    expect(device.get(LAST_SEEN_KEY) ?? '').not.toContain('wallet-getPassLinks');
    expect(device.get(LAST_SEEN_KEY) ?? '').not.toContain('https://x/apple');
  });

  it('answers nothing at once unless the session started from the copy: network first', async () => {
    const device = await deviceSeenOnline();
    const callables = new ScriptedCallables();
    const { lastSeen, port } = deviceCopyOver(callables, device, new FixedClock());
    lastSeen.open(UID);
    const server = callables.hold('members-getMember');

    let answer: unknown = null;
    const call = port.call('members-getMember', LOCATION).then((got) => (answer = got));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answer).toBeNull();

    server.resolve(memberAnswer(SERVER_POINTS));
    await call;
    expect(points(answer)).toBe(SERVER_POINTS);
  });

  it("a saved profile change is the member's copy from then on: a reload never shows the old details first", async () => {
    const device = await deviceSeenOnline();
    const online = deviceCopyOver(
      new ScriptedCallables().answer('members-updateProfile', memberAnswer(SERVER_POINTS)),
      device,
      new FixedClock(),
    );
    online.lastSeen.open(UID);
    await online.port.call('members-updateProfile', {
      ...LOCATION,
      crmId: 'm-1',
      values: { phone_mobile: '07700900555' },
    });

    const world = reopened(device);
    world.callables.hold('members-getMember');

    expect(points(await world.port.call('members-getMember', LOCATION))).toBe(SERVER_POINTS);
  });

  it('after a sign-out nothing of the page is kept for the next member', async () => {
    const world = reopened(await deviceSeenOnline());
    world.callables.answerOnce('members-getMember', memberAnswer(SERVER_POINTS));
    await world.port.call('members-getMember', LOCATION);
    await new Promise((resolve) => setTimeout(resolve, 0));

    world.lastSeen.forget();
    world.lastSeen.open('uid-bo');
    world.callables.answerOnce('members-getMember', memberAnswer(1));

    expect(points(await world.port.call('members-getMember', LOCATION))).toBe(1);
  });
});
