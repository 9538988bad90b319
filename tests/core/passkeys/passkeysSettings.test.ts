import { describe, expect, it } from 'vitest';
import { when } from 'mobx';
import { PASSKEYS_PER_MEMBER_MAX } from '@met/scheme';
import type { PasskeySummary } from '@met/scheme/contract';
import { AuthError } from '../../../src/core/kernel/AuthError';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import {
  PasskeyOfferStore,
  PASSKEY_OFFERED_KEY,
} from '../../../src/core/passkeys/PasskeyOfferStore';
import { passkeyMessages } from '../../../src/core/passkeys/passkeyMessages';
import { PasskeySignInStore } from '../../../src/core/passkeys/PasskeySignInStore';
import { PasskeysStore } from '../../../src/core/passkeys/PasskeysStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { anAuthUser } from '../../builders/anAuthUser';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';
import { aDeviceCredential } from '../../doubles/ScriptedPasskeyDevice';
import { arrangeSignedInWorld } from '../arrangeSignedInWorld';

const PASSWORD = 'Correct-Horse-42';
const OPTIONS = { challenge: 'challenge-1', rpId: 'localhost' };

function aPasskey(name: string, id = `id-${name}`): PasskeySummary {
  return { id, name, createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };
}

/** A signed-in member on Settings > Passkeys, on a device that makes passkeys. */
function onThePasskeysPage(passkeys: PasskeySummary[] = []) {
  const core = coreWithDoubles();
  core.auth.signedInAs(anAuthUser().build());
  core.callables
    .answer('passkeys-list', { passkeys })
    .answer('passkeys-registrationOptions', OPTIONS)
    .answer('passkeys-verifyRegistration', { success: true, passkey: aPasskey('iPhone') })
    .answer('passkeys-remove', { success: true });
  const toasts = () => core.get(NotificationsStore).toasts.map(({ message }) => message);
  const problem = () => {
    const current = core.get(DialogStore).current;
    return current?.kind === 'problem' ? current.message : null;
  };
  return { ...core, store: core.get(PasskeysStore), toasts, problem };
}

const needsPassword = () =>
  new FunctionError('permission-denied', 'For your security, please enter your password again', {
    reauthenticate: true,
  });

describe('Settings > Passkeys', () => {
  it("lists the member's passkeys and names a new one after the device", async () => {
    const page = onThePasskeysPage([aPasskey('Mac')]);

    await page.store.open();

    expect(page.store.passkeys?.map(({ name }) => name)).toEqual(['Mac']);
    expect(page.store.passkeys?.[0]?.addedAt).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(page.store.supported).toBe(true);
    expect(page.store.name).toBe('iPhone');
  });

  it('says so when this device cannot make passkeys', async () => {
    const page = onThePasskeysPage();
    page.passkeyDevice.isSupported = false;

    await page.store.open();

    expect(page.store.supported).toBe(false);
  });

  it('adds a passkey: the device makes it with the server options, the server checks it under its name', async () => {
    const page = onThePasskeysPage();
    await page.store.open();
    page.store.setName('  My phone ');

    await page.store.add();

    expect(page.passkeyDevice.created).toEqual([OPTIONS]);
    expect(page.callables.callsTo('passkeys-verifyRegistration')).toEqual([
      expect.objectContaining({ name: 'My phone' }),
    ]);
    expect(page.store.passkeys?.map(({ name }) => name)).toEqual(['iPhone']);
    expect(page.toasts()).toContain(passkeyMessages.added('iPhone'));
  });

  it('asks for a name, without asking the device, when the field is empty', async () => {
    const page = onThePasskeysPage();
    await page.store.open();
    page.store.setName('   ');

    await page.store.add();

    expect(page.store.nameError).toBe(passkeyMessages.nameMissing);
    expect(page.passkeyDevice.created).toEqual([]);
  });

  it('asks for the password again when the server wants a recent sign-in, explains a wrong one in place, then adds the passkey', async () => {
    const page = onThePasskeysPage();
    await page.store.open();
    page.callables.failOnce('passkeys-registrationOptions', needsPassword());
    page.store.setName('Work laptop');

    await page.store.add();
    expect(page.store.passwordPrompt).not.toBeNull();
    expect(page.passkeyDevice.created).toEqual([]);
    expect(page.problem()).toBeNull();

    page.store.setPassword('Not-The-Password-1');
    await page.store.confirmPassword();
    expect(page.store.passwordPrompt?.error).toBe(messages.login.wrongPassword);
    expect(page.store.passwordPrompt?.password).toBe('Not-The-Password-1');
    expect(page.store.name).toBe('Work laptop');

    page.store.setPassword(PASSWORD);
    await page.store.confirmPassword();

    expect(page.auth.reauthentications).toBe(1);
    expect(page.store.passwordPrompt).toBeNull();
    expect(page.callables.callsTo('passkeys-verifyRegistration')).toEqual([
      expect.objectContaining({ name: 'Work laptop' }),
    ]);
    expect(page.store.passkeys).toHaveLength(1);
  });

  it('says nothing when the member closes the device prompt', async () => {
    const page = onThePasskeysPage();
    await page.store.open();

    page.passkeyDevice.answer = 'cancelled';
    await page.store.add();

    expect(page.problem()).toBeNull();
    expect(page.store.alreadyOnThisDevice).toBe(false);
  });

  it('tells a device that already holds one of the member’s passkeys so beside the add, not as a Problem, and marks the only one listed as this device’s', async () => {
    const page = onThePasskeysPage([aPasskey('Mac')]);
    await page.store.open();
    expect(page.store.thisDevicePasskey).toBeNull();

    page.passkeyDevice.answer = 'already-added';
    await page.store.add();

    expect(page.problem()).toBeNull();
    expect(page.store.alreadyOnThisDevice).toBe(true);
    expect(page.store.thisDevicePasskey?.name).toBe('Mac');
    expect(page.store.passkeys?.map(({ name }) => name)).toEqual(['Mac']);
    // The next visit knows it too.
    await page.store.open();
    expect(page.store.isOnThisDevice(page.store.passkeys![0]!)).toBe(true);
    expect(page.store.alreadyOnThisDevice).toBe(false);
  });

  it('cannot tell which of several passkeys the device holds, and names none', async () => {
    const page = onThePasskeysPage([aPasskey('Mac'), aPasskey('iPad')]);
    await page.store.open();

    page.passkeyDevice.answer = 'already-added';
    await page.store.add();

    expect(page.store.alreadyOnThisDevice).toBe(true);
    expect(page.store.thisDevicePasskey).toBeNull();
  });

  it('marks a passkey made by the device’s own authenticator as this device’s, not one on a phone nearby or a security key', async () => {
    const page = onThePasskeysPage();
    await page.store.open();
    page.callables.answer('passkeys-verifyRegistration', {
      success: true,
      passkey: aPasskey('YubiKey'),
    });
    page.passkeyDevice.answer = {
      ...aDeviceCredential(),
      authenticatorAttachment: 'cross-platform',
    };
    await page.store.add();
    expect(page.store.thisDevicePasskey).toBeNull();

    page.callables.answer('passkeys-verifyRegistration', {
      success: true,
      passkey: aPasskey('Mac'),
    });
    page.passkeyDevice.answer = { ...aDeviceCredential(), authenticatorAttachment: 'platform' };
    await page.store.add();

    expect(page.store.thisDevicePasskey?.name).toBe('Mac');
    expect(page.store.passkeys?.filter((passkey) => page.store.isOnThisDevice(passkey))).toEqual([
      expect.objectContaining({ name: 'Mac' }),
    ]);
  });

  it('offers no add to an account with as many passkeys as it may have', async () => {
    const full = onThePasskeysPage(
      Array.from({ length: PASSKEYS_PER_MEMBER_MAX }, (_, index) => aPasskey(`Key ${index}`)),
    );
    const roomForOne = onThePasskeysPage(
      Array.from({ length: PASSKEYS_PER_MEMBER_MAX - 1 }, (_, index) => aPasskey(`Key ${index}`)),
    );

    await full.store.open();
    await roomForOne.store.open();

    expect(full.store.full).toBe(true);
    expect(roomForOne.store.full).toBe(false);
  });

  it('removes a passkey only once the member confirms', async () => {
    const page = onThePasskeysPage([aPasskey('Mac'), aPasskey('iPhone')]);
    await page.store.open();
    const mac = page.store.passkeys![0]!;

    page.store.askToRemove(mac);
    page.store.cancelRemove();
    expect(page.callables.callsTo('passkeys-remove')).toEqual([]);

    page.store.askToRemove(mac);
    await page.store.confirmRemove();

    expect(page.callables.callsTo('passkeys-remove')).toEqual([{ id: 'id-Mac' }]);
    expect(page.store.passkeys?.map(({ name }) => name)).toEqual(['iPhone']);
    expect(page.toasts()).toContain(passkeyMessages.removed('Mac'));
    // The page moves focus to the list once the row is gone.
    expect(page.store.removals).toBe(1);
  });

  it('lets the device add one again once its passkey is removed', async () => {
    const page = onThePasskeysPage([aPasskey('Mac')]);
    await page.store.open();
    page.passkeyDevice.answer = 'already-added';
    await page.store.add();

    page.store.askToRemove(page.store.thisDevicePasskey!);
    await page.store.confirmRemove();

    expect(page.store.alreadyOnThisDevice).toBe(false);
  });

  it('keeps the removal count when the server refuses, and the row stays', async () => {
    const page = onThePasskeysPage([aPasskey('Mac')]);
    await page.store.open();
    page.callables.failOnce('passkeys-remove', new FunctionError('not-found', 'Not found'));

    page.store.askToRemove(page.store.passkeys![0]!);
    await page.store.confirmRemove();

    expect(page.store.removals).toBe(0);
    expect(page.store.passkeys).toHaveLength(1);
    expect(page.problem()).toBe('Not found');
  });

  it("forgets the member's list on sign-out", async () => {
    const page = onThePasskeysPage([aPasskey('Mac')]);
    await page.store.open();

    page.store.clear();

    expect(page.store.passkeys).toBeNull();
  });
});

describe('the one-time offer on home', () => {
  async function signedInMember(passkeys: PasskeySummary[] = []) {
    const world = arrangeSignedInWorld();
    world.auth.signedInAs(world.user);
    world.callables.answer('passkeys-list', { passkeys });
    const session = world.get(SessionStore);
    session.start();
    world.auth.initialise();
    await when(() => session.phase === 'initialised');
    return { ...world, offer: world.get(PasskeyOfferStore) };
  }

  it('is offered once per member on this device', async () => {
    const world = await signedInMember();
    await world.offer.check();
    expect(world.offer.visible).toBe(true);
    expect(world.device.get(PASSKEY_OFFERED_KEY)).toBe(JSON.stringify([world.user.uid]));

    world.offer.dismiss();
    expect(world.offer.visible).toBe(false);
    // The next session on this device: not again.
    world.offer.clear();
    await world.offer.check();
    expect(world.offer.visible).toBe(false);
  });

  it('is not offered to a member who has a passkey, on a device without Face ID or a fingerprint, or after a passkey sign-in', async () => {
    const hasOne = await signedInMember([aPasskey('Mac')]);
    await hasOne.offer.check();
    expect(hasOne.offer.visible).toBe(false);

    const noBiometrics = await signedInMember();
    noBiometrics.passkeyDevice.hasPlatformAuthenticator = false;
    await noBiometrics.offer.check();
    expect(noBiometrics.offer.visible).toBe(false);

    const byPasskey = await signedInMember();
    byPasskey.get(PasskeySignInStore).chosenHere = true;
    await byPasskey.offer.check();
    expect(byPasskey.offer.visible).toBe(false);
    expect(byPasskey.device.get(PASSKEY_OFFERED_KEY)).toBeNull();
  });

  it('stays quiet when the list cannot be read', async () => {
    const world = await signedInMember();
    world.callables.fail('passkeys-list', new FunctionError('unavailable', 'offline'));
    await world.offer.check();
    expect(world.offer.visible).toBe(false);
  });
});

describe('AuthPort.reauthenticate in the scripted double', () => {
  it('refuses a wrong password', async () => {
    const core = coreWithDoubles();
    core.auth.signedInAs(anAuthUser().build());
    await expect(core.auth.reauthenticate('nope')).rejects.toBeInstanceOf(AuthError);
  });
});

describe('Settings > Passkeys: the "passkey added" mail’s removal link', () => {
  it('opens the removal confirmation for the passkey the link names', async () => {
    const page = onThePasskeysPage([aPasskey('Mac'), aPasskey('Laptop')]);

    await page.store.open('id-Laptop');

    expect(page.store.removing?.name).toBe('Laptop');
    await page.store.confirmRemove();
    expect(page.callables.callsTo('passkeys-remove')).toEqual([{ id: 'id-Laptop' }]);
  });

  it('says the passkey is gone already when the list no longer has it', async () => {
    const page = onThePasskeysPage([aPasskey('Mac')]);

    await page.store.open('id-Laptop');

    expect(page.store.removing).toBeNull();
    expect(page.toasts()).toContain(passkeyMessages.alreadyGone);
  });
});
