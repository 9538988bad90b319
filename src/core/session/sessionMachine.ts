import { messages } from '../kernel/messages';
import { safeRedirect } from '../navigation/redirect';
import { pathTo } from '../navigation/routes';
import type { AuthUser, StaffClaim } from '../ports/AuthPort';
import type { UserProfile } from '../ports/DocumentStorePort';
import type { SessionIdentity } from './BeginSession';
import type { MemberArea } from './MemberAreaLoader';

/*
 * The session of spec section 4 as one pure function: `transition(state, event)` answers the next
 * state and the effects to run, as plain data. Nothing here touches MobX, a port or the clock;
 * SessionState applies the answer and hands the effects to their runners, which report back with
 * the events below.
 *
 * Stale steps: the state carries `step`, bumped by every event that starts a new step (an auth
 * change, a refresh, back online, a linked membership, an ending). Every effect that does
 * something asynchronous carries the step it belongs to, and its result event carries that step
 * back; a result whose step is no longer the state's is stale and changes nothing.
 */

/**
 * - initialising: the identity provider has not said yet whether anyone is signed in.
 * - checking: signed in; user, profile and email verification are being checked.
 * - email-unverified, linking-required: signed in, held at /account/pending or /account/verify.
 * - loading-member: member data, gates, then venue and games.
 * - initialised: everything the home page needs is loaded.
 * - staff: a staff login: the desk's session; no member data, no member pages.
 */
export type SessionPhase =
  | 'initialising'
  | 'signed-out'
  | 'checking'
  | 'email-unverified'
  | 'linking-required'
  | 'loading-member'
  | 'initialised'
  | 'staff';

/** Where the session stands. */
export interface SessionMachineState {
  readonly phase: SessionPhase;
  readonly user: AuthUser | null;
  readonly emailVerified: boolean;
  readonly requiresAccountLinking: boolean;
  /** A staff login's claim, else null. */
  readonly staff: StaffClaim | null;
  /**
   * The session started with no network, from what this device saved of the member; it is
   * checked again with the server as soon as the device is back online.
   */
  readonly startedOffline: boolean;
  /** The member's content stores, once a session has begun in this page (kept after sign-out). */
  readonly memberArea: MemberArea | null;
  /** The member pressed Log in on this page and the session will take them on (not a restore). */
  readonly signingIn: boolean;
  /**
   * The member's saved screens are shown from this device's copy while the server checks the
   * member behind them (DECISIONS.md "Session and sign-in"): the phase stays 'initialised' (no
   * splash) until member data and its gate, then venue and games, have come from the server.
   */
  readonly fromDevice: boolean;
  /** Where to go once an explicit sign-in has passed the gates; null on a restored session. */
  readonly redirectAfterSignIn: string | null;
  /** The current step: results of older steps are stale. */
  readonly step: number;
}

/** Before the identity provider has answered. */
export const initialSessionState: SessionMachineState = {
  phase: 'initialising',
  user: null,
  emailVerified: false,
  requiresAccountLinking: false,
  staff: null,
  startedOffline: false,
  memberArea: null,
  signingIn: false,
  fromDevice: false,
  redirectAfterSignIn: null,
  step: 0,
};

/** What the check of the signed-in user and profile found. */
export type IdentityCheck =
  | { readonly kind: 'identity'; readonly identity: SessionIdentity }
  /** Nobody is signed in any more. */
  | { readonly kind: 'none' }
  /**
   * The check failed; `offline` when for want of a network (the device's saved copy may do),
   * `message` what the member is told when the session ends over it.
   */
  | { readonly kind: 'failed'; readonly offline: boolean; readonly message: string };

/** How a blocked member is told before the session ends: a toast, or else the Problem dialog. */
export interface GateToast {
  readonly severity: 'info';
  readonly durationMs: number;
}

/** Something that happened to the session: asked for by the member or the app, or a result. */
export type SessionEvent =
  /** The identity provider reports `user` signed in, or nobody (null). */
  | { readonly kind: 'authChanged'; readonly user: AuthUser | null }
  /** The member module is loaded. */
  | { readonly kind: 'memberAreaOpened'; readonly step: number; readonly area: MemberArea }
  /** The member module could not be loaded. */
  | { readonly kind: 'memberAreaFailed'; readonly step: number; readonly error: unknown }
  /**
   * A restored session read this device's copy for the signed-in user: the saved identity when
   * its profile is verified and linked, else null.
   */
  | {
      readonly kind: 'deviceCopyRead';
      readonly step: number;
      readonly identity: SessionIdentity | null;
    }
  /** The member's saved data is on screen (`shown`), or none usable was saved. */
  | { readonly kind: 'savedMemberShown'; readonly step: number; readonly shown: boolean }
  /** The signed-in user and profile were checked. */
  | { readonly kind: 'identityChecked'; readonly step: number; readonly result: IdentityCheck }
  /**
   * After a check that failed offline: the member as this device saved them (null when nothing
   * usable is saved), and the message the session ends with otherwise.
   */
  | {
      readonly kind: 'savedCopyRead';
      readonly step: number;
      readonly identity: SessionIdentity | null;
      readonly message: string;
    }
  /** The server now has the profile's email flag in line with the identity provider's. */
  | { readonly kind: 'profileSynced'; readonly step: number; readonly identity: SessionIdentity }
  /** users-setVerifiedEmail failed. */
  | { readonly kind: 'profileSyncFailed'; readonly step: number }
  /** After a linked membership, the profile as the server now has it. */
  | { readonly kind: 'profileReloaded'; readonly step: number; readonly profile: UserProfile }
  /** After a linked membership, the profile could not be read again. */
  | { readonly kind: 'profileReloadFailed'; readonly step: number; readonly error: unknown }
  /** Member data loaded and its gate let the member in. */
  | { readonly kind: 'memberLoaded'; readonly step: number }
  /** Member data could not be loaded; `message` is what the member is told. */
  | { readonly kind: 'memberFailed'; readonly step: number; readonly message: string }
  /** Member data loaded but its gate keeps the member out. */
  | {
      readonly kind: 'gateBlocked';
      readonly step: number;
      readonly message: string;
      readonly toast: GateToast | null;
    }
  /** Venue and games are loaded (or have said why not). */
  | { readonly kind: 'essentialsLoaded'; readonly step: number }
  /** The member is about to sign in on this page; `redirect` is the login page's query. */
  | { readonly kind: 'signInExpected'; readonly redirect: string | null }
  /** The sign-in failed. */
  | { readonly kind: 'signInCancelled' }
  /** Check the signed-in user again, e.g. after the email was verified elsewhere. */
  | { readonly kind: 'refreshRequested' }
  /** A membership was linked. */
  | { readonly kind: 'membershipLinked' }
  /** The device is back online. */
  | { readonly kind: 'backOnline' }
  /**
   * The session is to end: `message` in the Problem dialog when not null; `rejectedByServer`
   * when the server no longer accepts the session (the caller says why; /login brings the member
   * back to this page).
   */
  | {
      readonly kind: 'endRequested';
      readonly message: string | null;
      readonly rejectedByServer: boolean;
    }
  /** The identity provider signed out; `failure` when it could not, and how to tell of it. */
  | { readonly kind: 'signedOut'; readonly failure: SignOutFailure | null };

/** A failed sign-out: `reported` in the Problem dialog, or else only logged. */
export interface SignOutFailure {
  readonly error: unknown;
  readonly reported: boolean;
}

/** What the session asks the world to do, as data; SessionState hands each to its runner. */
export type SessionEffect =
  /** Load the member module (the member's content stores). */
  | { readonly kind: 'openMemberArea'; readonly step: number }
  /** The member module could not be loaded: 'Update Applied', then a reload. */
  | { readonly kind: 'showUpdateApplied'; readonly error: unknown }
  /** Read what this device saved of `user` at the start of a restored session. */
  | { readonly kind: 'readDeviceCopy'; readonly step: number; readonly user: AuthUser }
  /** Show the member's saved data at once (member, then venue); the refresh starts behind it. */
  | { readonly kind: 'showSavedMember'; readonly step: number }
  /** Reload the user and read the profile (BeginSession). */
  | { readonly kind: 'checkIdentity'; readonly step: number }
  /** Read what this device saved of `user`; `message` comes back if nothing usable is saved. */
  | {
      readonly kind: 'readSavedCopy';
      readonly step: number;
      readonly user: AuthUser;
      readonly message: string;
    }
  /** The device keeps what member `uid` sees from now on (QueryCache.open). */
  | { readonly kind: 'rememberMember'; readonly uid: string }
  /** The device keeps `profile` for an offline start. */
  | { readonly kind: 'saveProfile'; readonly profile: UserProfile }
  /** Tell the server the email is verified (users-setVerifiedEmail). */
  | {
      readonly kind: 'syncVerifiedEmail';
      readonly step: number;
      readonly identity: SessionIdentity;
    }
  /** The member's profile, for the member stores. */
  | { readonly kind: 'setProfile'; readonly profile: UserProfile }
  /**
   * Hold the member at `path`; with `keepLinkingPage`, a member already on a page open while
   * linking (/account/link, ...) stays there.
   */
  | { readonly kind: 'holdAt'; readonly path: string; readonly keepLinkingPage: boolean }
  /** Read the profile of `uid` again. */
  | { readonly kind: 'reloadProfile'; readonly step: number; readonly uid: string }
  /** Load member data and apply its gate. */
  | { readonly kind: 'loadMember'; readonly step: number }
  /** Load venue and games. */
  | { readonly kind: 'loadEssentials'; readonly step: number }
  /** Go to `to`. */
  | { readonly kind: 'navigate'; readonly to: string; readonly replace: boolean }
  /** A toast before a blocked member is signed out. */
  | { readonly kind: 'showToast'; readonly message: string; readonly toast: GateToast }
  /** The Problem dialog saying `message`. */
  | { readonly kind: 'showProblem'; readonly message: string }
  /** A failure for ProblemReporter; `fallback` when its codes do not say what went wrong. */
  | { readonly kind: 'reportProblem'; readonly error: unknown; readonly fallback: string | null }
  /** Only logged: the member has been told already, or need not be. */
  | { readonly kind: 'log'; readonly message: string; readonly error: unknown }
  /** The session ends (the one way out): see SessionState.end. */
  | { readonly kind: 'end'; readonly message: string | null }
  /** To /login; with `returnHere`, coming back to the page shown now after signing in. */
  | { readonly kind: 'toLogin'; readonly returnHere: boolean }
  /** The identity provider signs out; a failure is reported (`reportFailure`) or only logged. */
  | { readonly kind: 'signOut'; readonly reportFailure: boolean }
  /** Nothing of the member stays on the device or in the member stores. */
  | { readonly kind: 'forgetMember' };

/** The next state and what to do about it. */
export interface Transition {
  readonly state: SessionMachineState;
  readonly effects: readonly SessionEffect[];
}

/** The kinds of the events that are results of a step, which are stale once a newer step began. */
type StepResult = Extract<SessionEvent, { readonly step: number }>;

/** Where the session goes on `event` from `state`, and the effects that go with it. */
export function transition(state: SessionMachineState, event: SessionEvent): Transition {
  if ('step' in event && isStale(state, event)) return unchanged(state);
  switch (event.kind) {
    case 'authChanged':
      return event.user === null ? signedOut(nextStep(state)) : authSignedIn(state, event.user);
    case 'memberAreaOpened':
      return memberAreaOpened({ ...state, memberArea: event.area });
    case 'deviceCopyRead':
      return deviceCopyRead(state, event.identity);
    case 'savedMemberShown':
      return savedMemberShown(state, event.shown);
    case 'memberAreaFailed':
      return { state, effects: [{ kind: 'showUpdateApplied', error: event.error }] };
    case 'identityChecked':
      return identityChecked(state, event.result);
    case 'savedCopyRead':
      return event.identity === null
        ? end(state, event.message)
        : identified({ ...state, startedOffline: true }, event.identity);
    case 'profileSynced':
      return passGates(state, withProfileInLine(event.identity), []);
    case 'profileSyncFailed':
      return end(state, messages.errors.setEmailVerified);
    case 'profileReloaded':
      return linkedMemberOn(state, [{ kind: 'setProfile', profile: event.profile }]);
    case 'profileReloadFailed':
      return linkedMemberOn(state, [
        { kind: 'reportProblem', error: event.error, fallback: messages.errors.profileNotFound },
      ]);
    case 'memberLoaded':
      return memberLoaded(state);
    case 'memberFailed':
      return end(state, event.message);
    case 'gateBlocked':
      return gateBlocked(state, event.message, event.toast);
    case 'essentialsLoaded':
      return { state: { ...state, phase: 'initialised', fromDevice: false }, effects: [] };
    case 'signInExpected':
      return {
        state: { ...state, signingIn: true, redirectAfterSignIn: safeRedirect(event.redirect) },
        effects: [],
      };
    case 'signInCancelled':
      return { state: notSigningIn(state), effects: [] };
    case 'refreshRequested':
      return refreshRequested(state);
    case 'membershipLinked':
      return membershipLinked(state);
    case 'backOnline':
      return backOnline(state);
    case 'endRequested':
      return ending(state, event.message, event.rejectedByServer);
    case 'signedOut':
      return signedOut(state, signOutFailureEffects(event.failure));
  }
}

/** `event` belongs to a step older than the state's. */
function isStale(state: SessionMachineState, event: StepResult): boolean {
  return event.step !== state.step;
}

function unchanged(state: SessionMachineState): Transition {
  return { state, effects: [] };
}

/** A new step starts: results of older ones become stale. */
function nextStep(state: SessionMachineState): SessionMachineState {
  return { ...state, step: state.step + 1 };
}

function notSigningIn(state: SessionMachineState): SessionMachineState {
  return { ...state, signingIn: false, redirectAfterSignIn: null };
}

/** Someone is signed in (a sign-in, or a session restored at boot): the member area first. */
function authSignedIn(state: SessionMachineState, user: AuthUser): Transition {
  const next = { ...nextStep(state), user, phase: 'checking' as const };
  // Another login signing in over the member (a verification link's login, DECISIONS.md
  // "Account and mail: guessing limits and the planted login") keeps nothing of the one before.
  const switched = state.user !== null && state.user.uid !== user.uid;
  if (switched) next.staff = null;
  const forget: SessionEffect[] = switched ? [{ kind: 'forgetMember' }] : [];
  // While 'checking' the guard shows the splash, so the member's stores (and their code) are in
  // place before any member page renders.
  return { state: next, effects: [...forget, { kind: 'openMemberArea', step: next.step }] };
}

/**
 * A restored session first reads this device's copy (DECISIONS.md "Session and sign-in"); an
 * explicit sign-in checks the identity first, as the device keeps no copy once signed out.
 */
function memberAreaOpened(state: SessionMachineState): Transition {
  if (state.signingIn || state.user === null) {
    return { state, effects: [{ kind: 'checkIdentity', step: state.step }] };
  }
  return { state, effects: [{ kind: 'readDeviceCopy', step: state.step, user: state.user }] };
}

/** A verified, linked member saved on this device: their saved data is shown first. */
function deviceCopyRead(state: SessionMachineState, identity: SessionIdentity | null): Transition {
  if (identity === null) return { state, effects: [{ kind: 'checkIdentity', step: state.step }] };
  return {
    state: {
      ...state,
      user: identity.user,
      emailVerified: true,
      requiresAccountLinking: false,
    },
    effects: [
      { kind: 'setProfile', profile: identity.profile },
      { kind: 'showSavedMember', step: state.step },
    ],
  };
}

/**
 * The saved member is on screen: the session is 'initialised' from the device at once, and the
 * server checks the member behind the screen. With nothing usable saved, the usual check.
 */
function savedMemberShown(state: SessionMachineState, shown: boolean): Transition {
  const next: SessionMachineState = shown
    ? { ...state, phase: 'initialised', fromDevice: true }
    : state;
  return { state: next, effects: [{ kind: 'checkIdentity', step: state.step }] };
}

function identityChecked(state: SessionMachineState, result: IdentityCheck): Transition {
  if (result.kind === 'none') return signedOut(state);
  if (result.kind === 'identity') return identified(state, result.identity);
  if (!result.offline || state.user === null) return end(state, result.message);
  if (state.fromDevice) {
    // Still no network: the member stays on the saved screens, checked again once back online.
    return {
      state: { ...state, startedOffline: true, fromDevice: false },
      effects: [{ kind: 'loadEssentials', step: state.step }],
    };
  }
  // With no network the member carries on from what this device saved when last online.
  return {
    state,
    effects: [
      { kind: 'readSavedCopy', step: state.step, user: state.user, message: result.message },
    ],
  };
}

/**
 * The user and profile are known: the device remembers the member (unless the session started
 * from its copy), and the profile's email flag is brought in line before the gates.
 */
function identified(state: SessionMachineState, identity: SessionIdentity): Transition {
  if (identity.staff) return staffSession(state, identity.user, identity.staff);
  const effects: SessionEffect[] = state.startedOffline
    ? []
    : [{ kind: 'rememberMember', uid: identity.user.uid }];
  if (identity.profile.emailVerified !== identity.user.emailVerified) {
    return {
      state,
      effects: [...effects, { kind: 'syncVerifiedEmail', step: state.step, identity }],
    };
  }
  return passGates(state, identity, effects);
}

/**
 * A staff login is the desk's (DECISIONS.md "The desk"): none of the member's flows (the gates,
 * linking a membership, member data) take it over, and one who signed in is sent to the desk.
 */
function staffSession(state: SessionMachineState, user: AuthUser, staff: StaffClaim): Transition {
  const forget: SessionEffect[] = state.fromDevice ? [{ kind: 'forgetMember' }] : [];
  const toDesk: SessionEffect[] = state.signingIn
    ? [{ kind: 'navigate', to: pathTo('desk'), replace: true }]
    : [];
  return {
    state: {
      ...notSigningIn(state),
      phase: 'staff',
      user,
      staff,
      emailVerified: user.emailVerified,
      requiresAccountLinking: false,
      fromDevice: false,
    },
    effects: [...forget, ...toDesk],
  };
}

function withProfileInLine({ user, profile }: SessionIdentity): SessionIdentity {
  return { user, profile: { ...profile, emailVerified: user.emailVerified } };
}

/**
 * Holds a member with an unverified email (/account/pending) or no linked membership
 * (/account/verify); takes the others on to member data.
 */
function passGates(
  state: SessionMachineState,
  { user, profile }: SessionIdentity,
  before: readonly SessionEffect[],
): Transition {
  const saved: SessionEffect[] = state.startedOffline ? [] : [{ kind: 'saveProfile', profile }];
  const known: SessionMachineState = {
    ...state,
    user,
    emailVerified: user.emailVerified,
    requiresAccountLinking: user.emailVerified && profile.memberships.length === 0,
  };
  const effects: SessionEffect[] = [...before, ...saved, { kind: 'setProfile', profile }];
  if (!user.emailVerified) return heldAt(known, 'email-unverified', effects);
  if (known.requiresAccountLinking) return heldAt(known, 'linking-required', effects);
  return loadMember(known, effects);
}

/**
 * A held member is no longer signing in. One who still has to link stays on a linking page they
 * reloaded or were sent to (/account/link: spec section 4 rule 4); otherwise, from wherever they
 * are (even the always-open /account/pending, once verified), they go where the session is held.
 */
function heldAt(
  state: SessionMachineState,
  phase: 'email-unverified' | 'linking-required',
  effects: readonly SessionEffect[],
): Transition {
  const linking = phase === 'linking-required';
  // A member shown from the device who may no longer see member data keeps none of it.
  const forget: SessionEffect[] = state.fromDevice ? [{ kind: 'forgetMember' }] : [];
  return {
    state: { ...notSigningIn(state), phase, fromDevice: false },
    effects: [
      ...forget,
      ...effects,
      {
        kind: 'holdAt',
        path: pathTo(linking ? 'accountVerify' : 'accountPending'),
        keepLinkingPage: linking,
      },
    ],
  };
}

/** Member data and its gate come next (behind the saved screens of a session from the device). */
function loadMember(state: SessionMachineState, effects: readonly SessionEffect[]): Transition {
  return {
    state: state.fromDevice ? state : { ...state, phase: 'loading-member' },
    effects: [...effects, { kind: 'loadMember', step: state.step }],
  };
}

/** Past the gate: the redirect of an explicit sign-in, then venue and games. */
function memberLoaded(state: SessionMachineState): Transition {
  const target = state.redirectAfterSignIn;
  const effects: SessionEffect[] =
    target === null ? [] : [{ kind: 'navigate', to: target, replace: true }];
  return {
    state: notSigningIn(state),
    effects: [...effects, { kind: 'loadEssentials', step: state.step }],
  };
}

/** A blocked member is told (a toast, or the message in the Problem dialog), then signed out. */
function gateBlocked(
  state: SessionMachineState,
  message: string,
  toast: GateToast | null,
): Transition {
  if (toast === null) return end(state, message);
  const told: SessionEffect = { kind: 'showToast', message, toast };
  return { state, effects: [told, ...end(state, null).effects] };
}

/**
 * A membership was linked (spec section 4): the flag is cleared and the profile read again; then
 * see linkedMemberOn.
 */
function membershipLinked(state: SessionMachineState): Transition {
  if (state.user === null) return unchanged(state);
  const next = { ...nextStep(state), requiresAccountLinking: false };
  return {
    state: next,
    effects: [{ kind: 'reloadProfile', step: next.step, uid: state.user.uid }],
  };
}

/** With the profile read again (or the failure reported): /account/linked, then member data. */
function linkedMemberOn(state: SessionMachineState, effects: readonly SessionEffect[]): Transition {
  return loadMember(state, [
    ...effects,
    { kind: 'navigate', to: pathTo('membershipLinked'), replace: true },
  ]);
}

function refreshRequested(state: SessionMachineState): Transition {
  if (state.user === null) return unchanged(state);
  // The saved screens stay up while the server checks a member shown from the device.
  const next: SessionMachineState = state.fromDevice
    ? nextStep(state)
    : { ...nextStep(state), phase: 'checking' };
  return { state: next, effects: [{ kind: 'checkIdentity', step: next.step }] };
}

/** Back online after an offline start: the server checks the member again, without a splash. */
function backOnline(state: SessionMachineState): Transition {
  if (!state.startedOffline || state.user === null) return unchanged(state);
  const next: SessionMachineState = { ...nextStep(state), startedOffline: false };
  return { state: next, effects: [{ kind: 'checkIdentity', step: next.step }] };
}

/** The session ends, through its one way out (SessionState.end). */
function end(state: SessionMachineState, message: string | null): Transition {
  return { state, effects: [{ kind: 'end', message }] };
}

/**
 * The one way out: older steps stop, no sign-in is expected any more, the member is told (when
 * there is a message) and sent to /login, and the identity provider signs out.
 */
function ending(
  state: SessionMachineState,
  message: string | null,
  rejectedByServer: boolean,
): Transition {
  const told: SessionEffect[] = message === null ? [] : [{ kind: 'showProblem', message }];
  return {
    state: notSigningIn(nextStep(state)),
    effects: [
      ...told,
      { kind: 'toLogin', returnHere: rejectedByServer },
      // When the server rejected the session the member has been told why already.
      { kind: 'signOut', reportFailure: !rejectedByServer },
    ],
  };
}

function signOutFailureEffects(failure: SignOutFailure | null): SessionEffect[] {
  if (failure === null) return [];
  if (failure.reported) return [{ kind: 'reportProblem', error: failure.error, fallback: null }];
  return [
    { kind: 'log', message: 'Sign-out after an expired session failed', error: failure.error },
  ];
}

/** Every way into signed-out ends here, so the device keeps nothing of the member. */
function signedOut(state: SessionMachineState, before: readonly SessionEffect[] = []): Transition {
  return {
    state: {
      ...state,
      phase: 'signed-out',
      user: null,
      emailVerified: false,
      requiresAccountLinking: false,
      staff: null,
      startedOffline: false,
      fromDevice: false,
    },
    effects: [...before, { kind: 'forgetMember' }],
  };
}
