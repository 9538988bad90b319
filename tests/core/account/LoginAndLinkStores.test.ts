import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { LinkMembershipStore } from '../../../src/core/account/LinkMembershipStore';
import { LoginStore } from '../../../src/core/session/LoginStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { aProfile } from '../../builders/aProfile';
import { arrangeSignedInWorld, PASSWORD, settle } from '../arrangeSignedInWorld';

describe('LoginStore', () => {
  it('keeps what was typed and shows the login message after a wrong password', async () => {
    const world = arrangeSignedInWorld();
    world.get(SessionStore).start();
    world.auth.initialise();
    const login = world.get(LoginStore);
    login.form.fill({ email: 'alex@example.com', password: 'wrong-one' });

    await login.signIn('/offers');

    expect(login.form.values).toEqual({ email: 'alex@example.com', password: 'wrong-one' });
    expect(login.form.submitting).toBe(false);
    expect(world.get(DialogStore).current).toMatchObject({
      title: 'Problem',
      message: messages.login.wrongPassword,
    });
  });

  it('disables the button while signing in, and forgets only the password once signed in', async () => {
    const world = arrangeSignedInWorld();
    world.get(SessionStore).start();
    world.auth.initialise();
    const login = world.get(LoginStore);
    login.form.fill({ email: 'alex@example.com', password: PASSWORD });

    const signingIn = login.signIn();
    const submittingMeanwhile = login.form.submitting;
    await signingIn;

    expect(submittingMeanwhile).toBe(true);
    expect(login.form.submitting).toBe(false);
    expect(login.form.values).toEqual({ email: 'alex@example.com', password: '' });
  });

  it('marks the empty password field and sends nothing', async () => {
    const world = arrangeSignedInWorld();
    const login = world.get(LoginStore);
    login.form.fill({ email: 'alex@example.com', password: '' });

    await login.signIn();

    expect(login.form.errorFor('password')).toBe(messages.login.missingPassword);
    expect(world.auth.operations).toEqual([]);
  });
});

describe('LinkMembershipStore', () => {
  async function heldAtLinking() {
    const world = arrangeSignedInWorld({ profile: aProfile().withoutMemberships().build() });
    world.auth.signedInAs(world.user);
    world.get(SessionStore).start();
    world.auth.initialise();
    await settle();
    return world;
  }

  it('clears the flag, reloads the profile, goes to /account/linked and loads the member', async () => {
    const world = await heldAtLinking();
    world.callables.answer('members-linkMembership', { success: true });
    world.documents.withProfile(aProfile().build());
    const link = world.get(LinkMembershipStore);
    link.form.fill({ membershipNumber: '10012345', dob: '1980-05-17' });

    await link.link();
    await settle();

    const session = world.get(SessionStore);
    expect(session.requiresAccountLinking).toBe(false);
    expect(world.get(MemberStore).profile?.memberships).toEqual(['10012345']);
    expect(world.get(NavigationStore).pending?.path).toBe('/account/linked');
    expect(session.phase).toBe('initialised');
    expect(link.form.values).toEqual({ membershipNumber: '', dob: '' });
  });

  it("says 'Unable to Link Membership' with the server's reason and keeps the typed values", async () => {
    const world = await heldAtLinking();
    world.callables.fail(
      'members-linkMembership',
      new FunctionError('invalid-argument', messages.app.profileMismatch),
    );
    const link = world.get(LinkMembershipStore);
    link.form.fill({ membershipNumber: '10012345', dob: '1980-05-17' });

    await link.link();

    expect(world.get(DialogStore).current).toMatchObject({
      title: 'Problem',
      message: messages.errors.linkMembershipTitle,
      detail: messages.app.profileMismatch,
    });
    expect(link.form.values).toEqual({ membershipNumber: '10012345', dob: '1980-05-17' });
    expect(world.get(SessionStore).requiresAccountLinking).toBe(true);
  });
});
