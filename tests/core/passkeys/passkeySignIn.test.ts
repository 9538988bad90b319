import { describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { passkeyMessages } from '../../../src/core/passkeys/passkeyMessages';
import { PasskeysOnThisDevice } from '../../../src/core/passkeys/PasskeysOnThisDevice';
import { LoginStore } from '../../../src/core/session/LoginStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';
import { aDeviceCredential } from '../../doubles/ScriptedPasskeyDevice';

const OPTIONS = { challenge: 'challenge-1', rpId: 'localhost' };

/** A signed-out visitor on the login page whose device holds a passkey the server accepts. */
function onTheLoginPage() {
  const world = arrangeSignedInWorld();
  world.auth.customTokens.set('token-alex', world.user.email);
  world.callables
    .answer('passkeys-authenticationOptions', OPTIONS)
    .answer('passkeys-verifyAuthentication', { success: true, customToken: 'token-alex' });
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  return { ...world, session, login: world.get(LoginStore), dialogs: world.get(DialogStore) };
}

function problem(dialogs: DialogStore): string | null {
  const current = dialogs.current;
  return current?.kind === 'problem' ? current.message : null;
}

describe('signing in with a passkey', () => {
  it('asks the server, the device and the server again, signs in with the token, and goes where the redirect says, as a password sign-in does', async () => {
    const world = onTheLoginPage();
    await when(() => world.session.phase === 'signed-out');

    await world.login.signInWithPasskey('/offers');
    await when(() => world.session.phase === 'initialised');

    expect(world.passkeyDevice.asked).toEqual([{ options: OPTIONS, autofill: false }]);
    expect(world.callables.callsTo('passkeys-verifyAuthentication')).toEqual([
      { credential: aDeviceCredential() },
    ]);
    expect(world.auth.operations).toContain('signInWithCustomToken');
    expect(world.auth.operations).not.toContain('signIn');
    expect(world.session.user?.uid).toBe(world.user.uid);
    // The same checks as after a password: the member's data was read and the gates passed.
    expect(world.callables.callsTo('members-getMember')).toHaveLength(1);
    expect(world.get(NavigationStore).pending).toEqual({ path: '/offers', replace: true });
    expect(problem(world.dialogs)).toBeNull();
    // Settings > Passkeys can now mark it as this device's.
    expect(new PasskeysOnThisDevice(world.device).ids()).toEqual([aDeviceCredential().id]);
  });

  it('does nothing when the member closes the device prompt: no Problem, still signed out', async () => {
    const world = onTheLoginPage();
    world.passkeyDevice.answer = 'cancelled';

    await world.login.signInWithPasskey(null);
    await settle();

    expect(problem(world.dialogs)).toBeNull();
    expect(world.session.phase).toBe('signed-out');
    expect(world.session.signingIn).toBe(false);
    expect(world.callables.callsTo('passkeys-verifyAuthentication')).toEqual([]);
  });

  it("shows the server's refusal (a suspended membership's message) and stays signed out", async () => {
    const world = onTheLoginPage();
    world.callables.fail(
      'passkeys-verifyAuthentication',
      new FunctionError('permission-denied', messages.app.suspended),
    );

    await world.login.signInWithPasskey('/offers');
    await settle();

    expect(problem(world.dialogs)).toBe(messages.app.suspended);
    expect(world.session.phase).toBe('signed-out');
    expect(world.session.signingIn).toBe(false);
    expect(world.auth.operations).not.toContain('signInWithCustomToken');
    expect(new PasskeysOnThisDevice(world.device).ids()).toEqual([]);
  });

  it('explains a token the identity provider refuses in words of its own', async () => {
    const world = onTheLoginPage();
    world.auth.customTokens.clear();

    await world.login.signInWithPasskey(null);
    await settle();

    expect(problem(world.dialogs)).toBe(passkeyMessages.tokenRefused);
    expect(world.session.phase).toBe('signed-out');
  });

  it('explains a device that fails for a reason of its own', async () => {
    const world = onTheLoginPage();
    world.passkeyDevice.answer = 'other';

    await world.login.signInWithPasskey(null);
    await settle();

    expect(problem(world.dialogs)).toBe(passkeyMessages.deviceFailed);
  });

  it('offers passkeys in the email field quietly: nothing said until one is picked, then the sign-in', async () => {
    const world = onTheLoginPage();
    await when(() => world.session.phase === 'signed-out');

    const autofill = world.login.signInWithPasskey(null, true);
    await vi.waitFor(() => expect(world.passkeyDevice.autofillWaiting).toBe(true));
    expect(world.passkeyDevice.asked).toEqual([{ options: OPTIONS, autofill: true }]);
    // A second focus while one request waits asks nothing more.
    await world.login.signInWithPasskey(null, true);
    expect(world.callables.callsTo('passkeys-authenticationOptions')).toHaveLength(1);

    world.passkeyDevice.pickFromAutofill();
    await autofill;
    await when(() => world.session.phase === 'initialised');
    expect(world.session.user?.uid).toBe(world.user.uid);
  });

  it('keeps autofill quiet when its options cannot be had, and ends a waiting request when the page closes', async () => {
    const world = onTheLoginPage();
    world.callables.failOnce(
      'passkeys-authenticationOptions',
      new FunctionError('resource-exhausted', 'Too many passkey attempts'),
    );

    await world.login.signInWithPasskey(null, true);
    expect(problem(world.dialogs)).toBeNull();

    const waiting = world.login.signInWithPasskey(null, true);
    await vi.waitFor(() => expect(world.passkeyDevice.autofillWaiting).toBe(true));
    world.login.stopPasskeyAutofill();
    await waiting;
    expect(world.passkeyDevice.cancelledAutofills).toBe(1);
    expect(problem(world.dialogs)).toBeNull();
    expect(world.session.phase).toBe('signed-out');
  });

  it('offers the button only where the browser has passkeys', () => {
    const world = onTheLoginPage();
    expect(world.login.passkeysSupported).toBe(true);
    world.platform.passkeys = false;
    expect(world.login.passkeysSupported).toBe(false);
  });
});
