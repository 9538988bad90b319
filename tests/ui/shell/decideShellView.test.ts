import { describe, expect, it } from 'vitest';
import type { AuthSnapshot } from '../../../src/core/navigation/guard';
import type { SessionPhase } from '../../../src/core/session/SessionStore';
import {
  authKey,
  decideShellView,
  type ShellViewInput,
} from '../../../src/ui/shell/decideShellView';

const signedOut: AuthSnapshot = {
  ready: true,
  isLoggedIn: false,
  emailVerified: false,
  requiresAccountLinking: false,
  isStaff: false,
};
const member: AuthSnapshot = { ...signedOut, isLoggedIn: true, emailVerified: true };
const notReady: AuthSnapshot = { ...signedOut, ready: false };

const input = (
  location: string,
  auth: AuthSnapshot,
  phase: SessionPhase,
  extra: Partial<ShellViewInput> = {},
): ShellViewInput => ({
  location,
  auth,
  phase,
  booted: true,
  signingIn: false,
  coreRequest: null,
  ...extra,
});

describe('decideShellView', () => {
  it('shows the splash until the auth state is first known', () => {
    expect(decideShellView(input('/', notReady, 'initialising', { booted: false }))).toEqual({
      kind: 'splash',
    });
    expect(
      decideShellView(input('/info/faqs', notReady, 'initialising', { booted: false })),
    ).toEqual({ kind: 'splash' });
  });

  it('keeps the page on screen while a later sign-in is being checked', () => {
    expect(decideShellView(input('/login', { ...member, ready: false }, 'checking'))).toEqual({
      kind: 'show',
    });
  });

  it("follows the guard's redirects", () => {
    expect(decideShellView(input('/offers', signedOut, 'signed-out'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Foffers',
    });
    expect(decideShellView(input('/login', member, 'initialised'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('shows what the guard allows', () => {
    expect(decideShellView(input('/OFFERS/', member, 'initialised'))).toEqual({ kind: 'show' });
    expect(decideShellView(input('/login', signedOut, 'signed-out'))).toEqual({ kind: 'show' });
  });

  it('holds /login while the member who just signed in loads: the session decides where to go', () => {
    expect(
      decideShellView(
        input('/login?redirect=%2Foffers', member, 'loading-member', { signingIn: true }),
      ),
    ).toEqual({ kind: 'show' });
  });

  it('shows the splash, not the login form, while a restored session on /login loads', () => {
    expect(decideShellView(input('/login-mobile', member, 'loading-member'))).toEqual({
      kind: 'splash',
    });
  });

  it('holds on the page the core asked for until the auth state moves on', () => {
    const signingOut = { location: '/login', auth: authKey(member) };
    expect(
      decideShellView(input('/login', member, 'initialised', { coreRequest: signingOut })),
    ).toEqual({ kind: 'show' });
    const stale = { location: '/login', auth: authKey(signedOut) };
    expect(decideShellView(input('/login', member, 'initialised', { coreRequest: stale }))).toEqual(
      { kind: 'redirect', to: '/' },
    );
  });
});
