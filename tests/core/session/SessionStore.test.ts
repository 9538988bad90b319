import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { guardNavigation } from '../../../src/core/navigation/guard';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { LoginStore } from '../../../src/core/session/LoginStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { VenueStore } from '../../../src/core/venue/VenueStore';
import { aMember } from '../../builders/aMember';
import { anAuthUser } from '../../builders/anAuthUser';
import { aProfile } from '../../builders/aProfile';
import { arrangeSignedInWorld, PASSWORD, settle, type WorldOptions } from '../arrangeSignedInWorld';

function started(options: WorldOptions = {}) {
  const world = arrangeSignedInWorld(options);
  const session = world.get(SessionStore);
  session.start();
  world.auth.initialise();
  return { ...world, session };
}

async function signedIn(options: WorldOptions & { redirect?: string | null } = {}) {
  const world = started(options);
  await settle();
  const login = world.get(LoginStore);
  login.form.set('email', world.user.email);
  login.form.set('password', PASSWORD);
  await login.signIn(options.redirect ?? null);
  await settle();
  return world;
}

describe('SessionStore.signingIn: the shell holds /login only for a member who just pressed Log in', () => {
  it('is seen by an observer from the press until the session takes the member on', async () => {
    const world = started();
    await settle();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(world.session.signingIn));
    const login = world.get(LoginStore);
    login.form.set('email', world.user.email);
    login.form.set('password', PASSWORD);

    await login.signIn('/offers');
    await settle();
    stop();

    expect(seen).toEqual([false, true, false]);
    expect(world.get(NavigationStore).pending).toEqual({ path: '/offers', replace: true });
  });

  it('is false for a session restored on this device', async () => {
    const world = arrangeSignedInWorld();
    world.auth.signedInAs(world.user);
    const session = world.get(SessionStore);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(session.signingIn));

    session.start();
    world.auth.initialise();
    await settle();
    stop();

    expect(session.phase).toBe('initialised');
    expect(seen).toEqual([false]);
  });
});

describe('SessionStore: auth state machine (spec section 4)', () => {
  it('is not ready before the identity provider answers, so the guard waits', () => {
    const world = arrangeSignedInWorld();
    const session = world.get(SessionStore);

    session.start();

    expect(session.phase).toBe('initialising');
    expect(session.ready).toBe(false);
    expect(guardNavigation('/offers', session.authSnapshot)).toEqual({ kind: 'wait' });
  });

  it('is ready and logged out when nobody is signed in', async () => {
    const { session } = started();
    await settle();

    expect(session.phase).toBe('signed-out');
    expect(session.authSnapshot).toEqual({
      ready: true,
      isLoggedIn: false,
      emailVerified: false,
      requiresAccountLinking: false,
      isStaff: false,
    });
  });

  it('after sign-in loads member, venue and games, is initialised and goes to the redirect', async () => {
    const world = await signedIn({ redirect: '/offers' });

    expect(world.session.phase).toBe('initialised');
    expect(world.session.authSnapshot).toEqual({
      ready: true,
      isLoggedIn: true,
      emailVerified: true,
      requiresAccountLinking: false,
      isStaff: false,
    });
    expect(world.get(NavigationStore).pending).toEqual({ path: '/offers', replace: true });
    expect(world.get(MemberStore).tier).toBe('King');
    expect(world.get(VenueStore).venue?.name).toBe('Metropolitan Leeds');
    expect(world.get(GamesStore).cards).toHaveLength(1);
    expect(world.auth.operations).toContain('reload');
  });

  it.each([
    [null, '/'],
    ['//evil.example/offers', '/'],
    ['/events', '/events'],
  ])('after sign-in with redirect %s goes to %s (spec-decisions 11)', async (redirect, path) => {
    const world = await signedIn({ redirect });

    expect(world.get(NavigationStore).pending?.path).toBe(path);
  });

  it('restores a session at boot without moving the member off the page', async () => {
    const world = arrangeSignedInWorld();
    world.auth.signedInAs(world.user);
    const session = world.get(SessionStore);

    session.start();
    world.auth.initialise();
    await settle();

    expect(session.phase).toBe('initialised');
    expect(world.get(NavigationStore).pending).toBeNull();
  });

  it('sends an unverified member to /account/pending without fetching member data', async () => {
    const world = await signedIn({
      user: anAuthUser().unverified().build(),
      profile: aProfile().unverified().build(),
    });

    expect(world.session.phase).toBe('email-unverified');
    expect(world.session.emailVerified).toBe(false);
    expect(world.get(NavigationStore).pending?.path).toBe('/account/pending');
    expect(world.callables.callsTo('members-getMember')).toEqual([]);
    expect(guardNavigation('/offers', world.session.authSnapshot)).toEqual({
      kind: 'redirect',
      to: '/account/pending',
    });
  });

  it('tells the server the email is verified when the profile still says otherwise, then carries on', async () => {
    const world = await signedIn({ profile: aProfile().unverified().build() });

    expect(world.callables.callsTo('users-setVerifiedEmail')).toEqual([{}]);
    expect(world.session.phase).toBe('initialised');
    expect(world.get(MemberStore).profile?.emailVerified).toBe(true);
  });

  it('does not call users-setVerifiedEmail when the flags agree', async () => {
    const world = await signedIn();

    expect(world.callables.callsTo('users-setVerifiedEmail')).toEqual([]);
  });

  it('logs out with "unable to set the email as verified" when that call fails', async () => {
    const world = arrangeSignedInWorld({ profile: aProfile().unverified().build() });
    world.callables.fail('users-setVerifiedEmail', new FunctionError('internal', 'boom'));
    const session = world.get(SessionStore);
    session.start();
    world.auth.initialise();
    const login = world.get(LoginStore);
    login.form.fill({ email: world.user.email, password: PASSWORD });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await login.signIn();
    await settle();

    expect(log).toHaveBeenCalledWith('users-setVerifiedEmail failed', expect.any(FunctionError));
    log.mockRestore();
    expect(session.phase).toBe('signed-out');
    expect(world.get(DialogStore).current?.message).toBe(messages.errors.setEmailVerified);
    expect(world.get(NavigationStore).pending?.path).toBe('/login');
    expect(world.auth.current()).toBeNull();
  });

  it('requires account linking for a verified member with no memberships and sends them to /account/verify', async () => {
    const world = await signedIn({ profile: aProfile().withoutMemberships().build() });

    expect(world.session.phase).toBe('linking-required');
    expect(world.session.requiresAccountLinking).toBe(true);
    expect(world.get(NavigationStore).pending?.path).toBe('/account/verify');
    expect(world.callables.callsTo('members-getMember')).toEqual([]);
  });

  it('has the server start the profile of a verified sign-up with none, then asks for linking', async () => {
    const world = await signedIn({ profile: null });

    expect(world.callables.callsTo('users-setVerifiedEmail')).toEqual([{}]);
    expect(world.session.requiresAccountLinking).toBe(true);
    expect(world.get(NavigationStore).pending?.path).toBe('/account/verify');
  });

  it('holds an unverified sign-up with no profile at /account/pending without calling the server', async () => {
    const world = await signedIn({ user: anAuthUser().unverified().build(), profile: null });

    expect(world.callables.callsTo('users-setVerifiedEmail')).toEqual([]);
    expect(world.session.phase).toBe('email-unverified');
  });

  it.each([
    ['suspended', aMember().suspended().build(), messages.app.suspended],
    ['update required', aMember().withMembershipType(22).build(), messages.app.updateRequired],
    [
      'executive required',
      aMember().withMembershipType(52).build(),
      messages.app.executiveRequired,
    ],
    ['account required', aMember().withMembershipType(19).build(), messages.app.accountRequired],
    ['of an unknown type', aMember().withMembershipType(99).build(), messages.app.updateRequired],
  ])('logs a member who is %s out with the gate message', async (_case, member, message) => {
    const world = await signedIn({ member, redirect: '/offers' });

    expect(world.session.phase).toBe('signed-out');
    expect(world.get(DialogStore).current?.message).toBe(message);
    expect(world.get(NavigationStore).pending?.path).toBe('/login');
    expect(world.get(MemberStore).member).toBeNull();
    expect(world.callables.callsTo('members-getVenue')).toEqual([]);
    expect(world.auth.current()).toBeNull();
  });

  it('shows a temporary member an info toast for 5000 ms, then logs out', async () => {
    const world = await signedIn({ member: aMember().temporary().build() });

    expect(world.get(NotificationsStore).toasts).toEqual([
      expect.objectContaining({
        message: messages.app.temporaryMembership,
        kind: 'info',
        durationMs: 5000,
      }),
    ]);
    expect(world.get(DialogStore).current).toBeNull();
    expect(world.session.phase).toBe('signed-out');
    expect(world.callables.callsTo('members-getVenue')).toEqual([]);
  });

  it.each([
    [
      'no answer (unavailable)',
      new FunctionError('unavailable', 'Failed to fetch'),
      messages.app.offline,
    ],
    ['a timeout', new FunctionError('deadline-exceeded', 'timeout'), messages.app.offline],
    [
      'an invalid token',
      new FunctionError('unauthenticated', 'token expired'),
      messages.app.offline,
    ],
    ['member not found', new FunctionError('not-found', 'Member not found'), 'Member not found'],
  ])('logs out when the member fetch fails with %s', async (_case, failure, message) => {
    const world = arrangeSignedInWorld();
    world.callables.fail('members-getMember', failure);
    world.auth.signedInAs(world.user);
    const session = world.get(SessionStore);

    session.start();
    world.auth.initialise();
    await settle();

    expect(session.phase).toBe('signed-out');
    expect(world.get(DialogStore).current?.message).toBe(message);
    expect(world.get(NavigationStore).pending?.path).toBe('/login');
  });

  it('stays signed in when only the venue fails, and says so', async () => {
    const world = arrangeSignedInWorld();
    world.callables.fail('members-getVenue', new FunctionError('unavailable', 'down'));
    world.auth.signedInAs(world.user);
    world.get(SessionStore).start();
    world.auth.initialise();
    await settle();

    expect(world.get(SessionStore).phase).toBe('initialised');
    expect(world.get(VenueStore).venueStatus).toBe('error');
    expect(world.get(DialogStore).current).toMatchObject({
      message: messages.errors.network,
      canRetry: true,
    });
  });

  it('logout clears profile, member data and flags and goes to /login', async () => {
    const world = await signedIn();

    await world.session.signOut();

    expect(world.session.authSnapshot).toEqual({
      ready: true,
      isLoggedIn: false,
      emailVerified: false,
      requiresAccountLinking: false,
      isStaff: false,
    });
    expect(world.get(MemberStore).profile).toBeNull();
    expect(world.get(MemberStore).member).toBeNull();
    expect(world.get(VenueStore).venue).toBeNull();
    expect(world.get(GamesStore).cards).toEqual([]);
    expect(world.get(NavigationStore).pending?.path).toBe('/login');
  });

  it('carries on when the member verifies the email elsewhere and the page checks again', async () => {
    const world = await signedIn({
      user: anAuthUser().unverified().build(),
      profile: aProfile().unverified().build(),
    });
    world.auth.markVerified(world.user.email);

    await world.session.refresh();
    await settle();

    expect(world.callables.callsTo('users-setVerifiedEmail')).toEqual([{}]);
    expect(world.session.phase).toBe('initialised');
  });

  it('sends a member who verified elsewhere from /account/pending to /account/verify when no membership is linked', async () => {
    const world = await signedIn({
      user: anAuthUser().unverified().build(),
      profile: aProfile().unverified().withoutMemberships().build(),
    });
    world.get(NavigationStore).setLocation('/account/pending');
    world.auth.markVerified(world.user.email);

    await world.session.refresh();
    await settle();

    expect(world.session.phase).toBe('linking-required');
    expect(world.get(NavigationStore).pending?.path).toBe('/account/verify');
  });

  it('keeps a member who still has to link on /account/link after a reload', async () => {
    const world = arrangeSignedInWorld({ profile: aProfile().withoutMemberships().build() });
    world.auth.signedInAs(world.user);
    world.get(NavigationStore).setLocation('/account/link');
    const session = world.get(SessionStore);

    session.start();
    world.auth.initialise();
    await settle();

    expect(session.phase).toBe('linking-required');
    expect(world.get(NavigationStore).pending).toBeNull();
  });

  it('ignores the end of an older session after a newer sign-out', async () => {
    const world = arrangeSignedInWorld();
    const held = world.callables.hold('members-getMember');
    world.auth.signedInAs(world.user);
    const session = world.get(SessionStore);
    session.start();
    world.auth.initialise();
    await settle();

    await session.signOut();
    held.resolve({ success: true, result: aMember().build() });
    await settle();

    expect(session.phase).toBe('signed-out');
    expect(world.get(MemberStore).member).toBeNull();
    expect(world.callables.callsTo('members-getVenue')).toEqual([]);
  });
});

describe('SessionStore: a staff login is the desk, never a member', () => {
  const staffOptions = () => ({ profile: aProfile().withoutMemberships().build() });

  it('signs in to the desk: no linking, no member data, sent to /desk', async () => {
    const options = staffOptions();
    const world = started(options);
    world.auth.withStaffClaim(world.user.email, 6);
    await settle();
    const login = world.get(LoginStore);
    login.form.set('email', world.user.email);
    login.form.set('password', PASSWORD);

    await login.signIn(null);
    await settle();

    expect(world.session.phase).toBe('staff');
    expect(world.session.staff).toEqual({ venueId: 6 });
    expect(world.session.authSnapshot).toMatchObject({ ready: true, isStaff: true });
    expect(world.session.requiresAccountLinking).toBe(false);
    expect(world.callables.callsTo('members-getMember')).toEqual([]);
    expect(world.get(NavigationStore).pending).toEqual({ path: '/desk', replace: true });
  });

  it('restores a staff login at boot as the desk, and forgets the claim on sign-out', async () => {
    const world = arrangeSignedInWorld(staffOptions());
    world.auth.withStaffClaim(world.user.email, 6).signedInAs(world.user);
    const session = world.get(SessionStore);
    session.start();
    world.auth.initialise();
    await settle();
    expect(session.phase).toBe('staff');

    await session.signOut();
    await settle();

    expect(session.staff).toBeNull();
    expect(session.authSnapshot.isStaff).toBe(false);
  });
});
