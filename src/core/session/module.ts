import { feature } from '../kernel/feature';
import { SessionAccess } from '../kernel/SessionAccess';
import { SessionExit, type SessionEnding } from '../kernel/SessionExit';
import { BeginSession } from './BeginSession';
import { ForgetMemberOnDevice } from './ForgetMemberOnDevice';
import { LoginStore } from './LoginStore';
import { MembershipGate } from './MembershipGate';
import { SessionEnd } from './SessionEnd';
import { SessionState } from './SessionState';
import { SessionStore } from './SessionStore';
import { SetVerifiedEmail } from './SetVerifiedEmail';
import { SignIn } from './SignIn';
import { SignInFlow } from './SignInFlow';
import { SignOut } from './SignOut';
import { WatchAuthState } from './WatchAuthState';

/** The session of spec section 4: sign-in, the checks and gates, and the one way out. */
export const session = feature(
  'session',
  [
    SessionState,
    SessionEnd,
    MembershipGate,
    SignInFlow,
    SessionStore,
    LoginStore,
    BeginSession,
    ForgetMemberOnDevice,
    SetVerifiedEmail,
    SignIn,
    SignOut,
    WatchAuthState,
  ],
  ({ bind }) => {
    bind(SessionAccess).toService(SessionStore);
    // SessionState is found when the exit is first used, not when ProblemReporter is built: the
    // session's own steps report problems through ProblemReporter.
    bind(SessionExit)
      .toDynamicValue((context): SessionExit => ({
        end: (ending?: SessionEnding) => context.get(SessionState).end(ending),
      }))
      .inSingletonScope();
  },
);
