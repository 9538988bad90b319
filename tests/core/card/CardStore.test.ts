import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { CardStore } from '../../../src/core/card/CardStore';
import { arrangeSignedInWorld, settle, startOffline } from '../arrangeSignedInWorld';

const APPLE = {
  url: 'https://rewards.example.com/wallet/apple/pass?token=t1',
  expiresAt: '2026-03-01T12:10:00Z',
};
const GOOGLE = { url: 'https://pay.google.com/gp/v/save/eyJ' };

/** A member signed in online on a device of the given kind and browser. */
async function signedIn(
  kind: 'ios' | 'android' | 'desktop',
  browser: 'safari' | 'chrome' | 'other',
) {
  const world = arrangeSignedInWorld();
  world.platform.platformKind = kind;
  world.platform.browserFamily = browser;
  world.platform.appOrigin = 'https://rewards.example.com';
  world.callables.answer('wallet-getPassLinks', { apple: APPLE, google: GOOGLE });
  world.auth.signedInAs(world.user);
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  await settle();
  return { ...world, session, store: world.get(CardStore) };
}

describe("CardStore: the card screen's wallets", () => {
  it('offers Apple Wallet on an iPhone and Google Wallet on Android, from the links the backend gave', async () => {
    const iphone = await signedIn('ios', 'safari');
    const android = await signedIn('android', 'chrome');

    await Promise.all([iphone.store.load(), android.store.load()]);

    expect(iphone.store.offer).toMatchObject({
      appleUrl: APPLE.url,
      googleUrl: null,
      phoneHandoffUrl: null,
    });
    expect(android.store.offer).toMatchObject({
      appleUrl: null,
      googleUrl: GOOGLE.url,
      phoneHandoffUrl: null,
    });
  });

  it("offers a computer the card's own address to open on a phone", async () => {
    const desktop = await signedIn('desktop', 'other');

    await desktop.store.load();

    expect(desktop.store.offer).toEqual({
      appleUrl: null,
      googleUrl: null,
      phoneHandoffUrl: 'https://rewards.example.com/card',
      linksMissing: null,
      sample: false,
      appleDownloads: false,
    });
  });

  it('asks again each time the card opens (an Apple link is short-lived)', async () => {
    const iphone = await signedIn('ios', 'safari');

    await iphone.store.load();
    iphone.callables.answer('wallet-getPassLinks', {
      apple: { ...APPLE, url: `${APPLE.url}-new` },
      google: null,
    });
    await iphone.store.load();

    expect(iphone.callables.callsTo('wallet-getPassLinks')).toEqual([{}, {}]);
    expect(iphone.store.offer?.appleUrl).toBe(`${APPLE.url}-new`);
  });

  it('a refused or failed ask offers no wallet and no error; the member and the card stay', async () => {
    const iphone = await signedIn('ios', 'safari');
    iphone.callables.fail(
      'wallet-getPassLinks',
      new FunctionError('permission-denied', 'Your membership details need updating'),
    );

    await iphone.store.load();

    expect(iphone.store.offer).toMatchObject({ appleUrl: null, linksMissing: 'failed' });
    expect(iphone.get(MemberStore).member?.membershipNumber).toBe('10012345');
  });

  it('with no network does not ask at all, while the card shows from the saved member', async () => {
    const online = await signedIn('desktop', 'chrome');
    const offline = startOffline(online.device.values);
    await settle();
    offline.platform.platformKind = 'desktop';

    await offline.get(CardStore).load();

    expect(offline.callables.callsTo('wallet-getPassLinks')).toHaveLength(0);
    expect(offline.get(CardStore).offer).toMatchObject({
      googleUrl: null,
      linksMissing: 'offline',
    });
    expect(offline.session.phase).toBe('initialised');
    expect(offline.get(MemberStore).member?.membershipNumber).toBe('10012345');
  });

  it("forgets the member's links at sign-out, and drops an answer that arrives after it", async () => {
    const android = await signedIn('android', 'chrome');
    await android.store.load();
    expect(android.store.offer?.googleUrl).toBe(GOOGLE.url);
    const held = android.callables.hold('wallet-getPassLinks');
    const late = android.store.load();

    await android.session.signOut();
    held.resolve({ apple: APPLE, google: GOOGLE });
    await late;

    expect(android.store.offer).toBeNull();
  });
});
