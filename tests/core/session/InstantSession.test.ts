import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { LAST_SEEN_KEY } from '../../../src/core/kernel/query/DeviceCopy';
import { LAST_USER_KEY } from '../../../src/core/kernel/constants';
import { messages } from '../../../src/core/kernel/messages';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { OffersStore } from '../../../src/core/offers/OffersStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { UpdateProfile } from '../../../src/core/settings/UpdateProfile';
import { VenueStore } from '../../../src/core/venue/VenueStore';
import type { MemberData } from '@met/scheme/contract';
import { aMember } from '../../builders/aMember';
import { anAuthUser } from '../../builders/anAuthUser';
import { anOffer } from '../../builders/anOffer';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

const SAVED_POINTS = 1_200;
const SERVER_POINTS = 1_450;

/** A member who used the app online on this device: points, offers and a code saved on it. */
async function deviceSeenOnline(): Promise<Map<string, string>> {
  const world = arrangeSignedInWorld({ member: aMember().withRewardPoints(SAVED_POINTS).build() });
  world.callables
    .answer('vouchers-getAllVouchers', { records: [anOffer({ id: 'v-1' })] })
    .answer('vouchers-generateQrCode', {
      base64Png: 'SAVEDCODE',
      expiresAt: '2026-03-01T16:00:00.000Z',
    });
  world.auth.signedInAs(world.user);
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  await settle();
  await world.get(OffersStore).load();
  await world.get(OffersStore).loadQr('v-1');
  session.stop();
  return world.device.values;
}

/**
 * The app opens again on that device, the member still signed in, while the server would answer
 * `member`; members-getMember is held until the test lets the server answer.
 */
async function reopened(
  device: Map<string, string>,
  member: MemberData,
  user = anAuthUser().build(),
) {
  const world = arrangeSignedInWorld({ member, user });
  for (const [key, value] of device) world.device.set(key, value);
  const server = world.callables.hold('members-getMember');
  world.auth.signedInAs(user);
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  await settle();
  return { ...world, session, server };
}

describe('a returning member sees their own things at once (DECISIONS.md "Session and sign-in")', () => {
  it('shows the saved points before the server answers, then the server’s, with no splash in between', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().withRewardPoints(SERVER_POINTS).build());
    const phases: string[] = [];
    const member = world.get(MemberStore);

    expect(world.session.phase).toBe('initialised');
    expect(world.session.fromDevice).toBe(true);
    expect(member.member?.points.reward).toBe(SAVED_POINTS);
    expect(world.get(VenueStore).venue?.name).toBe('Metropolitan Leeds');

    world.server.resolve({
      success: true,
      result: aMember().withRewardPoints(SERVER_POINTS).build(),
    });
    const stop = setInterval(() => phases.push(world.session.phase), 0);
    await settle();
    await settle();
    clearInterval(stop);

    expect(phases.every((phase) => phase === 'initialised')).toBe(true);
    expect(world.session.fromDevice).toBe(false);
    expect(member.member?.points.reward).toBe(SERVER_POINTS);
    expect(member.savedAt).toBeNull();
    expect(world.callables.callsTo('members-getMember')).toHaveLength(1);
    world.session.stop();
  });

  it('shows a saved voucher code that is still valid at once', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().build());
    world.callables.hold('vouchers-generateQrCode');
    world.callables.hold('vouchers-getAllVouchers');
    const offers = world.get(OffersStore);

    await offers.load();
    await offers.loadQr('v-1');

    expect(offers.myOffers.map((offer) => offer.id)).toEqual(['v-1']);
    expect(offers.qrFor('v-1').imageUrl).toBe('data:image/png;base64,SAVEDCODE');
    // The refresh is under way: the note does not say "no connection".
    expect(offers.savedAtFor('v-1')).toBeNull();
    world.session.stop();
  });

  it('a member suspended since their last visit sees the saved screen only until the server answers, then is signed out with nothing of theirs left', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().suspended().build());

    expect(world.session.phase).toBe('initialised');
    expect(world.get(MemberStore).member?.points.reward).toBe(SAVED_POINTS);

    world.server.resolve({ success: true, result: aMember().suspended().build() });
    await settle();
    await settle();

    expect(world.session.phase).toBe('signed-out');
    expect(world.get(DialogStore).current?.message).toBe(messages.app.suspended);
    expect(world.get(MemberStore).member).toBeNull();
    expect(world.device.get(LAST_SEEN_KEY)).toBeNull();
    expect(world.device.get(LAST_USER_KEY)).toBeNull();
  });

  it('the stores take the server’s answers when the refresh arrives, and say when their data is from when it fails', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().build());
    const list = world.callables.hold('vouchers-getAllVouchers');
    const code = world.callables.hold('vouchers-generateQrCode');
    const offers = world.get(OffersStore);
    await offers.load();
    await offers.loadQr('v-1');

    list.resolve({ records: [anOffer({ id: 'v-1' }), anOffer({ id: 'v-2' })] });
    code.reject(new FunctionError('unavailable', messages.errors.network));
    await settle();

    expect(offers.myOffers.map((offer) => offer.id)).toEqual(['v-1', 'v-2']);
    expect(offers.status).toBe('ready');
    expect(offers.savedAt).toBeNull();
    expect(offers.qrFor('v-1').imageUrl).toBe('data:image/png;base64,SAVEDCODE');
    expect(offers.savedAtFor('v-1')).toEqual(world.clock.now());
    expect(world.callables.callsTo('vouchers-getAllVouchers')).toHaveLength(1);
    world.session.stop();
  });

  it('says the points on screen are the device copy until the server’s answer replaces them', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().withRewardPoints(SERVER_POINTS).build());
    const member = world.get(MemberStore);

    expect(member.member?.points.reward).toBe(SAVED_POINTS);
    expect(member.fromDevice).toBe(true);

    world.server.resolve({
      success: true,
      result: aMember().withRewardPoints(SERVER_POINTS).build(),
    });
    await settle();
    await settle();

    expect(member.member?.points.reward).toBe(SERVER_POINTS);
    expect(member.fromDevice).toBe(false);
    world.session.stop();
  });

  it('keeps saying the points are the device copy when their refresh fails for want of a network', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().build());
    const member = world.get(MemberStore);

    world.server.reject(new FunctionError('unavailable', messages.errors.network));
    await settle();
    await settle();

    expect(member.member?.points.reward).toBe(SAVED_POINTS);
    expect(member.fromDevice).toBe(true);
    expect(member.savedAt).not.toBeNull();
    world.session.stop();
  });

  it('no longer says the device copy once the server answered a change, nor once the member is gone', async () => {
    const device = await deviceSeenOnline();
    const world = await reopened(device, aMember().build());
    const member = world.get(MemberStore);
    expect(member.fromDevice).toBe(true);
    world.callables.answer('members-updateProfile', {
      success: true,
      result: aMember().withRewardPoints(SERVER_POINTS).build(),
    });

    await world.get(UpdateProfile).execute('gb', 'crm-1001', {
      kind: 'phone',
      mobilePhone: '07700 900555',
    });
    expect(member.member?.points.reward).toBe(SERVER_POINTS);
    expect(member.fromDevice).toBe(false);

    const again = await reopened(device, aMember().build());
    const shown = again.get(MemberStore);
    expect(shown.fromDevice).toBe(true);
    await again.session.signOut();
    expect(shown.fromDevice).toBe(false);
    world.session.stop();
    again.session.stop();
  });

  it("never shows one member's copy to another member signed in on the same device", async () => {
    const device = await deviceSeenOnline();
    const other = anAuthUser().withUid('uid-someone-else').withEmail('else@example.com').build();
    const world = await reopened(device, aMember().withRewardPoints(5).build(), other);

    expect(world.session.fromDevice).toBe(false);
    expect(world.session.phase).not.toBe('initialised');
    expect(world.get(MemberStore).member).toBeNull();
    expect(world.device.get(LAST_SEEN_KEY) ?? '').not.toContain(String(SAVED_POINTS));
    world.session.stop();
  });
});
