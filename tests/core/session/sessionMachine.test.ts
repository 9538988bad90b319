import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import type { SessionIdentity } from '../../../src/core/session/BeginSession';
import type { MemberArea } from '../../../src/core/session/MemberAreaLoader';
import {
  initialSessionState,
  transition,
  type SessionEffect,
  type SessionEvent,
  type SessionMachineState,
} from '../../../src/core/session/sessionMachine';
import { anAuthUser } from '../../builders/anAuthUser';
import { aProfile } from '../../builders/aProfile';

const user = anAuthUser().build();
const unverifiedUser = anAuthUser().unverified().build();
const otherUser = anAuthUser().withUid('uid-bo').build();
const profile = aProfile().build();
const unverifiedProfile = aProfile().unverified().build();
const unlinkedProfile = aProfile().withoutMemberships().build();
const linked: SessionIdentity = { user, profile };
/** A staff login's claim: the desk of venue 6. */
const desk = { venueId: 6 };
/** A staff login as BeginSession reads it: no profile of its own (unverified, unlinked). */
const staffLogin: SessionIdentity = {
  user,
  profile: aProfile().unverified().withoutMemberships().build(),
  staff: desk,
};
const area = { content: {}, venue: {} } as unknown as MemberArea;
const boom = new Error('boom');
const STEP = 3;

/** The state of a session at the current step STEP, with `fields` set. */
function at(fields: Partial<SessionMachineState> = {}): SessionMachineState {
  return { ...initialSessionState, step: STEP, ...fields };
}

const checking = at({ phase: 'checking', user });
const loadingMember = at({
  phase: 'loading-member',
  user,
  emailVerified: true,
  memberArea: area,
});
const signingIn = { signingIn: true, redirectAfterSignIn: '/offers' };
const initialised = at({ phase: 'initialised', user, emailVerified: true, memberArea: area });
/** Every flag a signed-out state clears, set. */
const everythingSet = at({
  phase: 'initialised',
  user,
  emailVerified: true,
  requiresAccountLinking: true,
  staff: desk,
  startedOffline: true,
  fromDevice: true,
  memberArea: area,
  ...signingIn,
});
const clearedOnSignOut = {
  phase: 'signed-out',
  user: null,
  emailVerified: false,
  requiresAccountLinking: false,
  staff: null,
  startedOffline: false,
  fromDevice: false,
} as const;
/** A restored session shown from the device copy while the server checks the member. */
const fromDevice = at({
  phase: 'initialised',
  user,
  emailVerified: true,
  memberArea: area,
  fromDevice: true,
});
const checkingRestored = at({ phase: 'checking', user, memberArea: area });
/** The desk's session of a staff login. */
const atTheDesk = at({ phase: 'staff', user, emailVerified: true, staff: desk, memberArea: area });

interface Row {
  /** What the row shows. */
  name: string;
  from: SessionMachineState;
  event: SessionEvent;
  /** The fields that change; nothing else does. */
  changes: Partial<SessionMachineState>;
  effects: SessionEffect[];
}

function ignored(name: string, from: SessionMachineState, event: SessionEvent): Row {
  return { name, from, event, changes: {}, effects: [] };
}

const rows: Row[] = [
  // authChanged
  {
    name: 'authChanged(user) at boot: a new step, checking, the member area opens',
    from: initialSessionState,
    event: { kind: 'authChanged', user },
    changes: { phase: 'checking', user, step: 1 },
    effects: [{ kind: 'openMemberArea', step: 1 }],
  },
  {
    name: 'authChanged(user) during a sign-in keeps the expected sign-in and an offline start',
    from: at({ phase: 'signed-out', startedOffline: true, ...signingIn }),
    event: { kind: 'authChanged', user: otherUser },
    changes: { phase: 'checking', user: otherUser, step: STEP + 1 },
    effects: [{ kind: 'openMemberArea', step: STEP + 1 }],
  },
  {
    name: 'authChanged(another user) over a session: nothing of the member before is kept',
    from: initialised,
    event: { kind: 'authChanged', user: otherUser },
    changes: { phase: 'checking', user: otherUser, step: STEP + 1 },
    effects: [{ kind: 'forgetMember' }, { kind: 'openMemberArea', step: STEP + 1 }],
  },
  {
    name: 'authChanged(the same user) in a session keeps the member: checked again',
    from: initialised,
    event: { kind: 'authChanged', user },
    changes: { phase: 'checking', step: STEP + 1 },
    effects: [{ kind: 'openMemberArea', step: STEP + 1 }],
  },
  {
    name: "authChanged(the same staff login) at the desk: checked again, the desk's claim kept",
    from: atTheDesk,
    event: { kind: 'authChanged', user },
    changes: { phase: 'checking', step: STEP + 1 },
    effects: [{ kind: 'openMemberArea', step: STEP + 1 }],
  },
  {
    name: "authChanged(another login) over the desk's session: the claim is not passed on",
    from: atTheDesk,
    event: { kind: 'authChanged', user: otherUser },
    changes: { phase: 'checking', user: otherUser, staff: null, step: STEP + 1 },
    effects: [{ kind: 'forgetMember' }, { kind: 'openMemberArea', step: STEP + 1 }],
  },
  {
    name: 'authChanged(null) at boot: signed out, nothing of a member kept',
    from: initialSessionState,
    event: { kind: 'authChanged', user: null },
    changes: { phase: 'signed-out', step: 1 },
    effects: [{ kind: 'forgetMember' }],
  },
  {
    name: 'authChanged(null) in a session clears every flag, keeps the area and an expected sign-in',
    from: everythingSet,
    event: { kind: 'authChanged', user: null },
    changes: { ...clearedOnSignOut, step: STEP + 1 },
    effects: [{ kind: 'forgetMember' }],
  },
  // memberAreaOpened / memberAreaFailed
  {
    name: 'memberAreaOpened during a sign-in: the area is kept and the identity checked',
    from: { ...checking, ...signingIn },
    event: { kind: 'memberAreaOpened', step: STEP, area },
    changes: { memberArea: area },
    effects: [{ kind: 'checkIdentity', step: STEP }],
  },
  {
    name: 'memberAreaOpened on a restored session: the area is kept and the device copy read first',
    from: checking,
    event: { kind: 'memberAreaOpened', step: STEP, area },
    changes: { memberArea: area },
    effects: [{ kind: 'readDeviceCopy', step: STEP, user }],
  },
  {
    name: 'memberAreaOpened with nobody known: the identity checked',
    from: at({ phase: 'checking' }),
    event: { kind: 'memberAreaOpened', step: STEP, area },
    changes: { memberArea: area },
    effects: [{ kind: 'checkIdentity', step: STEP }],
  },
  // deviceCopyRead / savedMemberShown: a restored session shows the device copy first
  {
    name: 'deviceCopyRead(verified, linked): verified and linked, the profile set, the saved member shown',
    from: at({
      phase: 'checking',
      user: unverifiedUser,
      memberArea: area,
      requiresAccountLinking: true,
    }),
    event: { kind: 'deviceCopyRead', step: STEP, identity: linked },
    changes: { user, emailVerified: true, requiresAccountLinking: false },
    effects: [
      { kind: 'setProfile', profile },
      { kind: 'showSavedMember', step: STEP },
    ],
  },
  {
    name: 'deviceCopyRead(nothing usable): still checking, the identity checked',
    from: checkingRestored,
    event: { kind: 'deviceCopyRead', step: STEP, identity: null },
    changes: {},
    effects: [{ kind: 'checkIdentity', step: STEP }],
  },
  ignored('deviceCopyRead of an older step is ignored', checkingRestored, {
    kind: 'deviceCopyRead',
    step: STEP - 1,
    identity: linked,
  }),
  {
    name: 'savedMemberShown: initialised from the device at once, the identity checked behind it',
    from: { ...checkingRestored, emailVerified: true },
    event: { kind: 'savedMemberShown', step: STEP, shown: true },
    changes: { phase: 'initialised', fromDevice: true },
    effects: [{ kind: 'checkIdentity', step: STEP }],
  },
  {
    name: 'savedMemberShown(nothing shown): still checking, the identity checked',
    from: checkingRestored,
    event: { kind: 'savedMemberShown', step: STEP, shown: false },
    changes: {},
    effects: [{ kind: 'checkIdentity', step: STEP }],
  },
  ignored('savedMemberShown of an older step is ignored', checkingRestored, {
    kind: 'savedMemberShown',
    step: STEP - 1,
    shown: true,
  }),
  // A session shown from the device: the checks run behind the screen, never a splash
  {
    name: 'from the device, identityChecked(verified, linked): still initialised, member data from the server',
    from: fromDevice,
    event: { kind: 'identityChecked', step: STEP, result: { kind: 'identity', identity: linked } },
    changes: {},
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile },
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'from the device, profileSynced: still initialised, member data from the server',
    from: fromDevice,
    event: { kind: 'profileSynced', step: STEP, identity: linked },
    changes: {},
    effects: [
      { kind: 'saveProfile', profile },
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'from the device, identityChecked(no membership): nothing of the member kept, held at /account/verify',
    from: fromDevice,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: { user, profile: unlinkedProfile } },
    },
    changes: { phase: 'linking-required', requiresAccountLinking: true, fromDevice: false },
    effects: [
      { kind: 'forgetMember' },
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile: unlinkedProfile },
      { kind: 'setProfile', profile: unlinkedProfile },
      { kind: 'holdAt', path: '/account/verify', keepLinkingPage: true },
    ],
  },
  {
    name: 'from the device, identityChecked(failed offline): stays on the copy, started offline, then venue and games',
    from: fromDevice,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'failed', offline: true, message: messages.app.offline },
    },
    changes: { startedOffline: true, fromDevice: false },
    effects: [{ kind: 'loadEssentials', step: STEP }],
  },
  {
    name: 'from the device, identityChecked(failed online): the session ends with the message',
    from: fromDevice,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'failed', offline: false, message: messages.errors.generic },
    },
    changes: {},
    effects: [{ kind: 'end', message: messages.errors.generic }],
  },
  {
    name: 'from the device, identityChecked(none): signed out elsewhere, nothing of the member kept',
    from: fromDevice,
    event: { kind: 'identityChecked', step: STEP, result: { kind: 'none' } },
    changes: { ...clearedOnSignOut },
    effects: [{ kind: 'forgetMember' }],
  },
  {
    name: 'from the device, gateBlocked: the session ends with the gate message',
    from: fromDevice,
    event: { kind: 'gateBlocked', step: STEP, message: messages.app.suspended, toast: null },
    changes: {},
    effects: [{ kind: 'end', message: messages.app.suspended }],
  },
  {
    name: 'from the device, memberLoaded: still initialised, then venue and games',
    from: fromDevice,
    event: { kind: 'memberLoaded', step: STEP },
    changes: {},
    effects: [{ kind: 'loadEssentials', step: STEP }],
  },
  {
    name: "from the device, essentialsLoaded: everything is the server's now",
    from: fromDevice,
    event: { kind: 'essentialsLoaded', step: STEP },
    changes: { fromDevice: false },
    effects: [],
  },
  {
    name: 'from the device, refreshRequested: a new step, the saved screens stay (no splash)',
    from: fromDevice,
    event: { kind: 'refreshRequested' },
    changes: { step: STEP + 1 },
    effects: [{ kind: 'checkIdentity', step: STEP + 1 }],
  },
  ignored('memberAreaOpened of an older step is ignored', checking, {
    kind: 'memberAreaOpened',
    step: STEP - 1,
    area,
  }),
  ignored('a result carrying a step newer than the state is ignored too', checking, {
    kind: 'memberAreaOpened',
    step: STEP + 1,
    area,
  }),
  {
    name: 'memberAreaFailed: Update Applied, still checking',
    from: checking,
    event: { kind: 'memberAreaFailed', step: STEP, error: boom },
    changes: {},
    effects: [{ kind: 'showUpdateApplied', error: boom }],
  },
  ignored('memberAreaFailed of an older step is ignored', checking, {
    kind: 'memberAreaFailed',
    step: STEP - 1,
    error: boom,
  }),
  // identityChecked
  {
    name: 'identityChecked(verified, linked): remembered, saved, member data loads',
    from: checking,
    event: { kind: 'identityChecked', step: STEP, result: { kind: 'identity', identity: linked } },
    changes: { phase: 'loading-member', emailVerified: true },
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile },
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'identityChecked takes the checked user over the one the provider reported',
    from: at({ phase: 'checking', user: unverifiedUser }),
    event: { kind: 'identityChecked', step: STEP, result: { kind: 'identity', identity: linked } },
    changes: { phase: 'loading-member', user, emailVerified: true },
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile },
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'identityChecked(unverified): held at /account/pending, no longer signing in',
    from: at({ phase: 'checking', user: unverifiedUser, ...signingIn }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: { user: unverifiedUser, profile: unverifiedProfile } },
    },
    changes: { phase: 'email-unverified', signingIn: false, redirectAfterSignIn: null },
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile: unverifiedProfile },
      { kind: 'setProfile', profile: unverifiedProfile },
      { kind: 'holdAt', path: '/account/pending', keepLinkingPage: false },
    ],
  },
  {
    name: 'identityChecked(unverified, unlinked): held for the email first, not for linking',
    from: at({ phase: 'checking', user: unverifiedUser }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: {
        kind: 'identity',
        identity: {
          user: unverifiedUser,
          profile: { ...unlinkedProfile, emailVerified: false },
        },
      },
    },
    changes: { phase: 'email-unverified' },
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile: { ...unlinkedProfile, emailVerified: false } },
      { kind: 'setProfile', profile: { ...unlinkedProfile, emailVerified: false } },
      { kind: 'holdAt', path: '/account/pending', keepLinkingPage: false },
    ],
  },
  {
    name: 'identityChecked(no membership): held at /account/verify unless on a linking page',
    from: at({ phase: 'checking', user, ...signingIn }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: { user, profile: unlinkedProfile } },
    },
    changes: {
      phase: 'linking-required',
      emailVerified: true,
      requiresAccountLinking: true,
      signingIn: false,
      redirectAfterSignIn: null,
    },
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'saveProfile', profile: unlinkedProfile },
      { kind: 'setProfile', profile: unlinkedProfile },
      { kind: 'holdAt', path: '/account/verify', keepLinkingPage: true },
    ],
  },
  {
    name: 'identityChecked with the flags apart: the server is told first, nothing else changes',
    from: at({ phase: 'checking', user, ...signingIn }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: { user, profile: unverifiedProfile } },
    },
    changes: {},
    effects: [
      { kind: 'rememberMember', uid: 'uid-alex' },
      { kind: 'syncVerifiedEmail', step: STEP, identity: { user, profile: unverifiedProfile } },
    ],
  },
  {
    name: 'identityChecked in a session started offline: the device copy is neither opened nor saved',
    from: at({ phase: 'checking', user, startedOffline: true }),
    event: { kind: 'identityChecked', step: STEP, result: { kind: 'identity', identity: linked } },
    changes: { phase: 'loading-member', emailVerified: true },
    effects: [
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'identityChecked with the flags apart in a session started offline: only the server told',
    from: at({ phase: 'checking', user, startedOffline: true }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: { user, profile: unverifiedProfile } },
    },
    changes: {},
    effects: [
      { kind: 'syncVerifiedEmail', step: STEP, identity: { user, profile: unverifiedProfile } },
    ],
  },
  // A staff login is the desk's: no gates, no linking, no member data
  {
    name: "identityChecked(staff) after Log in: the desk's session, straight to /desk, no gates",
    from: at({ phase: 'checking', user, memberArea: area, ...signingIn }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: staffLogin },
    },
    changes: {
      phase: 'staff',
      staff: desk,
      emailVerified: true,
      signingIn: false,
      redirectAfterSignIn: null,
    },
    effects: [{ kind: 'navigate', to: '/desk', replace: true }],
  },
  {
    name: "identityChecked(staff) on a restored session: the desk's session where the page is",
    from: checkingRestored,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: staffLogin },
    },
    changes: { phase: 'staff', staff: desk, emailVerified: true },
    effects: [],
  },
  {
    name: 'identityChecked(staff) for an unverified login: the desk all the same, not held',
    from: at({ phase: 'checking', user: unverifiedUser, memberArea: area }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: { ...staffLogin, user: unverifiedUser } },
    },
    changes: { phase: 'staff', staff: desk },
    effects: [],
  },
  {
    name: 'identityChecked(staff) for a login held for linking: no longer held',
    from: at({
      phase: 'checking',
      user,
      emailVerified: true,
      requiresAccountLinking: true,
      memberArea: area,
    }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: staffLogin },
    },
    changes: { phase: 'staff', staff: desk, requiresAccountLinking: false },
    effects: [],
  },
  {
    name: "from the device, identityChecked(staff): nothing of the saved member kept, the desk's session",
    from: fromDevice,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'identity', identity: staffLogin },
    },
    changes: { phase: 'staff', staff: desk, fromDevice: false },
    effects: [{ kind: 'forgetMember' }],
  },
  ignored(
    'identityChecked(staff) answering after the login signed out is ignored',
    at({ phase: 'signed-out', step: STEP + 1 }),
    { kind: 'identityChecked', step: STEP, result: { kind: 'identity', identity: staffLogin } },
  ),
  {
    name: 'identityChecked(none): signed out at the same step',
    from: at({ phase: 'checking', user, emailVerified: true, startedOffline: true, ...signingIn }),
    event: { kind: 'identityChecked', step: STEP, result: { kind: 'none' } },
    changes: clearedOnSignOut,
    effects: [{ kind: 'forgetMember' }],
  },
  {
    name: 'identityChecked(failed online): the session ends with the message',
    from: checking,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'failed', offline: false, message: 'Member not found' },
    },
    changes: {},
    effects: [{ kind: 'end', message: 'Member not found' }],
  },
  {
    name: 'identityChecked(failed offline): the device copy is read',
    from: checking,
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'failed', offline: true, message: messages.app.offline },
    },
    changes: {},
    effects: [{ kind: 'readSavedCopy', step: STEP, user, message: messages.app.offline }],
  },
  {
    name: 'identityChecked(failed offline) with nobody to read a copy for: the session ends',
    from: at({ phase: 'checking' }),
    event: {
      kind: 'identityChecked',
      step: STEP,
      result: { kind: 'failed', offline: true, message: messages.app.offline },
    },
    changes: {},
    effects: [{ kind: 'end', message: messages.app.offline }],
  },
  ignored('identityChecked of an older step is ignored', checking, {
    kind: 'identityChecked',
    step: STEP - 1,
    result: { kind: 'none' },
  }),
  // savedCopyRead
  {
    name: 'savedCopyRead(identity): started offline, on to member data without saving',
    from: checking,
    event: { kind: 'savedCopyRead', step: STEP, identity: linked, message: 'offline' },
    changes: { phase: 'loading-member', emailVerified: true, startedOffline: true },
    effects: [
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'savedCopyRead(nothing usable): the session ends with the message',
    from: checking,
    event: { kind: 'savedCopyRead', step: STEP, identity: null, message: 'offline' },
    changes: {},
    effects: [{ kind: 'end', message: 'offline' }],
  },
  ignored('savedCopyRead of an older step is ignored', checking, {
    kind: 'savedCopyRead',
    step: STEP - 1,
    identity: linked,
    message: 'offline',
  }),
  // profileSynced / profileSyncFailed
  {
    name: 'profileSynced: the profile takes the verified flag, saved, member data loads',
    from: checking,
    event: { kind: 'profileSynced', step: STEP, identity: { user, profile: unverifiedProfile } },
    changes: { phase: 'loading-member', emailVerified: true },
    effects: [
      { kind: 'saveProfile', profile },
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  {
    name: 'profileSynced for an unverified user: the profile takes the unverified flag, held',
    from: at({ phase: 'checking', user: unverifiedUser }),
    event: { kind: 'profileSynced', step: STEP, identity: { user: unverifiedUser, profile } },
    changes: { phase: 'email-unverified' },
    effects: [
      { kind: 'saveProfile', profile: unverifiedProfile },
      { kind: 'setProfile', profile: unverifiedProfile },
      { kind: 'holdAt', path: '/account/pending', keepLinkingPage: false },
    ],
  },
  {
    name: 'profileSynced in a session started offline: nothing saved',
    from: at({ phase: 'checking', user, startedOffline: true }),
    event: { kind: 'profileSynced', step: STEP, identity: { user, profile: unverifiedProfile } },
    changes: { phase: 'loading-member', emailVerified: true },
    effects: [
      { kind: 'setProfile', profile },
      { kind: 'loadMember', step: STEP },
    ],
  },
  ignored('profileSynced of an older step is ignored', checking, {
    kind: 'profileSynced',
    step: STEP - 1,
    identity: linked,
  }),
  {
    name: 'profileSyncFailed: the session ends with "unable to set the email as verified"',
    from: checking,
    event: { kind: 'profileSyncFailed', step: STEP },
    changes: {},
    effects: [{ kind: 'end', message: messages.errors.setEmailVerified }],
  },
  ignored('profileSyncFailed of an older step is ignored', checking, {
    kind: 'profileSyncFailed',
    step: STEP - 1,
  }),
  // profileReloaded / profileReloadFailed (after a linked membership)
  {
    name: 'profileReloaded: profile set, to /account/linked, member data loads',
    from: at({ phase: 'linking-required', user, emailVerified: true }),
    event: { kind: 'profileReloaded', step: STEP, profile },
    changes: { phase: 'loading-member' },
    effects: [
      { kind: 'setProfile', profile },
      { kind: 'navigate', to: '/account/linked', replace: true },
      { kind: 'loadMember', step: STEP },
    ],
  },
  ignored('profileReloaded of an older step is ignored', at({ phase: 'linking-required' }), {
    kind: 'profileReloaded',
    step: STEP - 1,
    profile,
  }),
  {
    name: 'profileReloadFailed: reported as "profile not found", and the member is taken on',
    from: at({ phase: 'linking-required', user, emailVerified: true }),
    event: { kind: 'profileReloadFailed', step: STEP, error: boom },
    changes: { phase: 'loading-member' },
    effects: [
      { kind: 'reportProblem', error: boom, fallback: messages.errors.profileNotFound },
      { kind: 'navigate', to: '/account/linked', replace: true },
      { kind: 'loadMember', step: STEP },
    ],
  },
  ignored('profileReloadFailed of an older step is ignored', at({ phase: 'linking-required' }), {
    kind: 'profileReloadFailed',
    step: STEP - 1,
    error: boom,
  }),
  // memberLoaded / memberFailed / gateBlocked / essentialsLoaded
  {
    name: 'memberLoaded after a sign-in: no longer signing in, to the redirect, then essentials',
    from: { ...loadingMember, ...signingIn },
    event: { kind: 'memberLoaded', step: STEP },
    changes: { signingIn: false, redirectAfterSignIn: null },
    effects: [
      { kind: 'navigate', to: '/offers', replace: true },
      { kind: 'loadEssentials', step: STEP },
    ],
  },
  {
    name: 'memberLoaded on a restored session: the member stays where they are',
    from: loadingMember,
    event: { kind: 'memberLoaded', step: STEP },
    changes: {},
    effects: [{ kind: 'loadEssentials', step: STEP }],
  },
  ignored('memberLoaded of an older step is ignored', loadingMember, {
    kind: 'memberLoaded',
    step: STEP - 1,
  }),
  {
    name: 'memberFailed: the session ends with the message',
    from: loadingMember,
    event: { kind: 'memberFailed', step: STEP, message: messages.app.offline },
    changes: {},
    effects: [{ kind: 'end', message: messages.app.offline }],
  },
  ignored('memberFailed of an older step is ignored', loadingMember, {
    kind: 'memberFailed',
    step: STEP - 1,
    message: 'x',
  }),
  {
    name: 'gateBlocked with a dialog: the session ends with the gate message',
    from: loadingMember,
    event: { kind: 'gateBlocked', step: STEP, message: messages.app.suspended, toast: null },
    changes: {},
    effects: [{ kind: 'end', message: messages.app.suspended }],
  },
  {
    name: 'gateBlocked with a toast: the toast, then the session ends with no dialog',
    from: loadingMember,
    event: {
      kind: 'gateBlocked',
      step: STEP,
      message: messages.app.temporaryMembership,
      toast: { severity: 'info', durationMs: 5000 },
    },
    changes: {},
    effects: [
      {
        kind: 'showToast',
        message: messages.app.temporaryMembership,
        toast: { severity: 'info', durationMs: 5000 },
      },
      { kind: 'end', message: null },
    ],
  },
  ignored('gateBlocked of an older step is ignored', loadingMember, {
    kind: 'gateBlocked',
    step: STEP - 1,
    message: 'x',
    toast: null,
  }),
  {
    name: 'essentialsLoaded: initialised',
    from: loadingMember,
    event: { kind: 'essentialsLoaded', step: STEP },
    changes: { phase: 'initialised' },
    effects: [],
  },
  ignored('essentialsLoaded of an older step is ignored', loadingMember, {
    kind: 'essentialsLoaded',
    step: STEP - 1,
  }),
  // signInExpected / signInCancelled: signingIn is its own flag beside the redirect
  {
    name: 'signInExpected("/events"): signing in, to /events after',
    from: at({ phase: 'signed-out' }),
    event: { kind: 'signInExpected', redirect: '/events' },
    changes: { signingIn: true, redirectAfterSignIn: '/events' },
    effects: [],
  },
  {
    name: 'signInExpected(null): signing in, to the home page after',
    from: at({ phase: 'signed-out' }),
    event: { kind: 'signInExpected', redirect: null },
    changes: { signingIn: true, redirectAfterSignIn: '/' },
    effects: [],
  },
  {
    name: 'signInExpected with an unsafe redirect: to the home page after',
    from: at({ phase: 'signed-out' }),
    event: { kind: 'signInExpected', redirect: '//evil.example/offers' },
    changes: { signingIn: true, redirectAfterSignIn: '/' },
    effects: [],
  },
  {
    name: 'signInCancelled: not signing in, no redirect',
    from: at({ phase: 'signed-out', ...signingIn }),
    event: { kind: 'signInCancelled' },
    changes: { signingIn: false, redirectAfterSignIn: null },
    effects: [],
  },
  // refreshRequested
  {
    name: 'refreshRequested: a new step, checking, the identity checked again',
    from: at({ phase: 'email-unverified', user: unverifiedUser }),
    event: { kind: 'refreshRequested' },
    changes: { phase: 'checking', step: STEP + 1 },
    effects: [{ kind: 'checkIdentity', step: STEP + 1 }],
  },
  ignored('refreshRequested with nobody signed in does nothing', at({ phase: 'signed-out' }), {
    kind: 'refreshRequested',
  }),
  // membershipLinked
  {
    name: 'membershipLinked: a new step, the flag cleared, the profile read again',
    from: at({
      phase: 'linking-required',
      user,
      emailVerified: true,
      requiresAccountLinking: true,
    }),
    event: { kind: 'membershipLinked' },
    changes: { requiresAccountLinking: false, step: STEP + 1 },
    effects: [{ kind: 'reloadProfile', step: STEP + 1, uid: 'uid-alex' }],
  },
  ignored('membershipLinked with nobody signed in does nothing', at({ phase: 'signed-out' }), {
    kind: 'membershipLinked',
  }),
  // backOnline
  {
    name: 'backOnline after an offline start: a new step, checked again without a splash',
    from: { ...initialised, startedOffline: true },
    event: { kind: 'backOnline' },
    changes: { startedOffline: false, step: STEP + 1 },
    effects: [{ kind: 'checkIdentity', step: STEP + 1 }],
  },
  ignored('backOnline in a session that started online does nothing', initialised, {
    kind: 'backOnline',
  }),
  ignored(
    'backOnline with nobody signed in does nothing',
    at({ phase: 'signed-out', startedOffline: true }),
    { kind: 'backOnline' },
  ),
  // endRequested: the one way out
  {
    name: 'endRequested (sign-out): a new step, not signing in, to /login, signed out',
    from: { ...initialised, ...signingIn },
    event: { kind: 'endRequested', message: null, rejectedByServer: false },
    changes: { step: STEP + 1, signingIn: false, redirectAfterSignIn: null },
    effects: [
      { kind: 'toLogin', returnHere: false },
      { kind: 'signOut', reportFailure: true },
    ],
  },
  {
    name: 'endRequested with a message: the Problem dialog says it first',
    from: loadingMember,
    event: { kind: 'endRequested', message: messages.app.suspended, rejectedByServer: false },
    changes: { step: STEP + 1 },
    effects: [
      { kind: 'showProblem', message: messages.app.suspended },
      { kind: 'toLogin', returnHere: false },
      { kind: 'signOut', reportFailure: true },
    ],
  },
  {
    name: 'endRequested by the server: to /login and back here, a sign-out failure only logged',
    from: initialised,
    event: { kind: 'endRequested', message: null, rejectedByServer: true },
    changes: { step: STEP + 1 },
    effects: [
      { kind: 'toLogin', returnHere: true },
      { kind: 'signOut', reportFailure: false },
    ],
  },
  // signedOut
  {
    name: 'signedOut: every flag cleared at the same step, nothing of the member kept',
    from: everythingSet,
    event: { kind: 'signedOut', failure: null },
    changes: clearedOnSignOut,
    effects: [{ kind: 'forgetMember' }],
  },
  {
    name: 'signedOut with a failure to report: reported, then signed out all the same',
    from: initialised,
    event: { kind: 'signedOut', failure: { error: boom, reported: true } },
    changes: clearedOnSignOut,
    effects: [{ kind: 'reportProblem', error: boom, fallback: null }, { kind: 'forgetMember' }],
  },
  {
    name: 'signedOut with a failure not to report: logged, then signed out all the same',
    from: initialised,
    event: { kind: 'signedOut', failure: { error: boom, reported: false } },
    changes: clearedOnSignOut,
    effects: [
      { kind: 'log', message: 'Sign-out after an expired session failed', error: boom },
      { kind: 'forgetMember' },
    ],
  },
];

describe('transition: the session of spec section 4', () => {
  it.each(rows)('$name', ({ from, event, changes, effects }) => {
    const next = transition(from, event);

    expect(next.state).toEqual({ ...from, ...changes });
    expect(next.effects).toEqual(effects);
  });

  it('covers every event', () => {
    const kinds = new Set(rows.map((row) => row.event.kind));

    expect([...kinds].sort()).toEqual(
      [
        'authChanged',
        'memberAreaOpened',
        'memberAreaFailed',
        'deviceCopyRead',
        'savedMemberShown',
        'identityChecked',
        'savedCopyRead',
        'profileSynced',
        'profileSyncFailed',
        'profileReloaded',
        'profileReloadFailed',
        'memberLoaded',
        'memberFailed',
        'gateBlocked',
        'essentialsLoaded',
        'signInExpected',
        'signInCancelled',
        'refreshRequested',
        'membershipLinked',
        'backOnline',
        'endRequested',
        'signedOut',
      ].sort(),
    );
  });

  it('starts before the identity provider has answered', () => {
    expect(initialSessionState).toEqual({
      phase: 'initialising',
      user: null,
      emailVerified: false,
      requiresAccountLinking: false,
      staff: null,
      startedOffline: false,
      fromDevice: false,
      memberArea: null,
      signingIn: false,
      redirectAfterSignIn: null,
      step: 0,
    });
  });
});

/** Applies `events` in turn from `state`; answers the last state and every effect, in order. */
function run(state: SessionMachineState, events: SessionEvent[]) {
  const effects: SessionEffect[] = [];
  let current = state;
  for (const event of events) {
    const next = transition(current, event);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}

describe('transition: whole sessions', () => {
  it('takes a member who pressed Log in to the redirect, then initialised', () => {
    const { state, effects } = run(at({ phase: 'signed-out', step: 1 }), [
      { kind: 'signInExpected', redirect: '/offers' },
      { kind: 'authChanged', user },
      { kind: 'memberAreaOpened', step: 2, area },
      { kind: 'identityChecked', step: 2, result: { kind: 'identity', identity: linked } },
      { kind: 'memberLoaded', step: 2 },
      { kind: 'essentialsLoaded', step: 2 },
    ]);

    expect(state).toMatchObject({ phase: 'initialised', signingIn: false, step: 2 });
    expect(effects.map((effect) => effect.kind)).toEqual([
      'openMemberArea',
      'checkIdentity',
      'rememberMember',
      'saveProfile',
      'setProfile',
      'loadMember',
      'navigate',
      'loadEssentials',
    ]);
  });

  it('ignores every result of a session ended meanwhile', () => {
    const { state, effects } = run(initialSessionState, [
      { kind: 'authChanged', user },
      { kind: 'endRequested', message: null, rejectedByServer: false },
      { kind: 'memberAreaOpened', step: 1, area },
      { kind: 'identityChecked', step: 1, result: { kind: 'identity', identity: linked } },
      { kind: 'memberLoaded', step: 1 },
      { kind: 'signedOut', failure: null },
    ]);

    expect(state).toMatchObject({ phase: 'signed-out', user: null, memberArea: null, step: 2 });
    expect(effects.map((effect) => effect.kind)).toEqual([
      'openMemberArea',
      'toLogin',
      'signOut',
      'forgetMember',
    ]);
  });
});
