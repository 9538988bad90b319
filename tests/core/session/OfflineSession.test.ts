import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { OffersStore } from '../../../src/core/offers/OffersStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { SupportStore } from '../../../src/core/support/SupportStore';
import { VenueStore } from '../../../src/core/venue/VenueStore';
import { LAST_SEEN_KEY } from '../../../src/core/kernel/query/DeviceCopy';
import { aMember } from '../../builders/aMember';
import { anAuthUser } from '../../builders/anAuthUser';
import { aVenue } from '../../builders/aVenue';
import { anOffer } from '../../builders/anOffer';
import { arrangeSignedInWorld, settle, startOffline } from '../arrangeSignedInWorld';

const TICKET = {
  name: 'Sam Reed',
  email: 'sam@example.com',
  membershipNumber: '',
  topic: 'Events',
  message: 'Can I bring a guest?',
};

const OFFLINE = () => new FunctionError('unavailable', messages.errors.network);

/** A member who used the app online on this device: their answers are saved on it. */
async function memberSeenOnline() {
  const world = arrangeSignedInWorld({ member: aMember().build() });
  world.auth.signedInAs(world.user);
  world.callables.answer('vouchers-getAllVouchers', {
    records: [anOffer({ id: 'v-1' })],
  });
  world.callables.answer('vouchers-generateQrCode', {
    base64Png: 'iVBORw0K',
    expiresAt: '2026-03-01T16:00:00.000Z',
  });
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  await settle();
  const offers = world.get(OffersStore);
  await offers.load();
  await offers.loadQr('v-1');
  return { ...world, session };
}

/** The app opens again on that device with no network at all. */
async function reopenedOffline(device: Map<string, string>, user = anAuthUser().build()) {
  const world = startOffline(device, user);
  await settle();
  return world;
}

describe('offline start from what the device saved (DECISIONS.md "Offline and the device copy")', () => {
  it('opens signed in with the saved member, venue, offers and QR code, marked with when they were fetched', async () => {
    const online = await memberSeenOnline();

    const offline = await reopenedOffline(online.device.values);
    const offers = offline.get(OffersStore);
    await offers.load();
    await offers.loadQr('v-1');

    expect(offline.session.phase).toBe('initialised');
    expect(offline.session.startedOffline).toBe(true);
    expect(offline.get(MemberStore).member?.id).toBe('crm-1001');
    expect(offline.get(VenueStore).venue?.name).toBe('Metropolitan Leeds');
    expect(offers.myOffers.map((offer) => offer.id)).toEqual(['v-1']);
    expect(offers.qrFor('v-1').imageUrl).toBe('data:image/png;base64,iVBORw0K');
    expect(offers.savedAtFor('v-1')).toEqual(offline.clock.now());
    expect(offline.get(MemberStore).savedAt).toEqual(offline.clock.now());
    expect(offline.get(DialogStore).current).toBeNull();
  });

  it('signs out with the app-offline message when nothing was saved on this device', async () => {
    const offline = await reopenedOffline(new Map());

    expect(offline.session.phase).toBe('signed-out');
    expect(offline.get(DialogStore).current?.message).toBe(messages.app.offline);
  });

  it("never shows another member's saved data", async () => {
    const online = await memberSeenOnline();

    const offline = await reopenedOffline(
      online.device.values,
      anAuthUser().withUid('uid-someone-else').withEmail('else@example.com').build(),
    );

    expect(offline.session.phase).toBe('signed-out');
    expect(offline.get(MemberStore).member).toBeNull();
    expect(offline.device.get(LAST_SEEN_KEY)).toBeNull();
  });

  it('discards a damaged device copy and signs out as offline', async () => {
    const offline = await reopenedOffline(new Map([[LAST_SEEN_KEY, '{"uid":"uid-alex","an']]));

    expect(offline.session.phase).toBe('signed-out');
    expect(offline.device.get(LAST_SEEN_KEY)).toBeNull();
  });

  it('checks the member with the server again once back online, and shows fresh data', async () => {
    const online = await memberSeenOnline();
    const offline = await reopenedOffline(online.device.values);
    offline.callables
      .answer('members-getMember', {
        success: true,
        result: aMember().withRewardPoints(999).build(),
      })
      .answer('members-getVenue', aVenue())
      .answer('promotions-getGames', {
        success: true,
        meta: [],
        serverTime: '2026-03-01T12:00:00Z',
      });

    offline.connectivity.setOnline(true);
    await settle();

    expect(offline.session.startedOffline).toBe(false);
    expect(offline.session.phase).toBe('initialised');
    expect(offline.get(MemberStore).member?.points.reward).toBe(999);
    expect(offline.get(MemberStore).savedAt).toBeNull();
    expect(offline.get(MemberStore).fromDevice).toBe(false);
  });

  it("sign-out removes the member's saved data and QR codes from the device", async () => {
    const online = await memberSeenOnline();
    expect(online.device.get(LAST_SEEN_KEY)).toContain('iVBORw0K');

    await online.session.signOut();

    expect(online.device.get(LAST_SEEN_KEY)).toBeNull();
  });
});

describe('offline actions say so plainly (DECISIONS.md "Offline and the device copy")', () => {
  it('a background load that fails offline opens no dialog: the screen shows its own state', async () => {
    const online = await memberSeenOnline();
    online.connectivity.setOnline(false);
    online.callables.fail('vouchers-generateQrCode', OFFLINE());

    await online.get(OffersStore).loadQr('v-2');

    expect(online.get(OffersStore).qrFor('v-2').status).toBe('error');
    expect(online.get(DialogStore).current).toBeNull();
  });

  it('an action tried offline says it needs a connection, sends it once and keeps what was typed', async () => {
    const online = await memberSeenOnline();
    online.connectivity.setOnline(false);
    online.callables.fail('members-submitTicket', OFFLINE());
    const support = online.get(SupportStore);
    support.form.fill(TICKET);

    await support.submit();

    const dialog = online.get(DialogStore).current;
    expect(dialog?.message).toBe(messages.offline.needsConnection);
    expect(support.form.values).toEqual(TICKET);
    expect(online.callables.callsTo('members-submitTicket')).toHaveLength(1);
  });

  it('a refusal (not a network failure) is never answered from the device', async () => {
    const online = await memberSeenOnline();
    online.callables.fail('vouchers-getAllVouchers', new FunctionError('permission-denied', 'No'));

    const offers = online.get(OffersStore);
    await offers.load();

    expect(offers.status).toBe('error');
    expect(online.get(DialogStore).current?.message).toBe('No');
  });
});
