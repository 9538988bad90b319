import { ContainerModule, type Newable } from 'inversify';
import { LastSeen } from './device/LastSeen';
import { CreateLoginStore } from './stores/CreateLoginStore';
import { DeviceStore } from './stores/DeviceStore';
import { DialogStore } from './stores/DialogStore';
import { LinkMembershipStore } from './stores/LinkMembershipStore';
import { LoginStore } from './stores/LoginStore';
import { MemberStore } from './stores/MemberStore';
import { NavigationStore } from './stores/NavigationStore';
import { NotificationsStore } from './stores/NotificationsStore';
import { PasswordResetStore } from './stores/PasswordResetStore';
import { ProblemReporter } from './stores/ProblemReporter';
import { RecordingConsentStore } from './stores/RecordingConsentStore';
import { RegistrationStore } from './stores/RegistrationStore';
import { SavedDataStore } from './stores/SavedDataStore';
import { MembershipGate } from './stores/session/MembershipGate';
import { SessionEnd } from './stores/session/SessionEnd';
import { SessionState } from './stores/session/SessionState';
import { SignInFlow } from './stores/session/SignInFlow';
import { SessionStore } from './stores/SessionStore';
import { SupportStore } from './stores/SupportStore';
import { VerificationStore } from './stores/VerificationStore';
import { ApplyAppUpdate } from './usecases/ApplyAppUpdate';
import { ApplyEmailVerification } from './usecases/ApplyEmailVerification';
import { AssessPassword } from './usecases/AssessPassword';
import { BeginSession } from './usecases/BeginSession';
import { CheckLoginDetails } from './usecases/CheckLoginDetails';
import { CheckResetLink } from './usecases/CheckResetLink';
import { CreateLogin } from './usecases/CreateLogin';
import { DismissInstallHint } from './usecases/DismissInstallHint';
import { ForgetMemberOnDevice } from './usecases/ForgetMemberOnDevice';
import { LinkMembership } from './usecases/LinkMembership';
import { LoadMember } from './usecases/LoadMember';
import { LoadProfile } from './usecases/LoadProfile';
import { PromptInstall } from './usecases/PromptInstall';
import { ReadInstallHintDismissal } from './usecases/ReadInstallHintDismissal';
import { RegisterMembership } from './usecases/RegisterMembership';
import { RequestPasswordReset } from './usecases/RequestPasswordReset';
import { ResendVerification } from './usecases/ResendVerification';
import { ResetPassword } from './usecases/ResetPassword';
import { SetVerifiedEmail } from './usecases/SetVerifiedEmail';
import { SignIn } from './usecases/SignIn';
import { SignOut } from './usecases/SignOut';
import { SubmitSupportTicket } from './usecases/SubmitSupportTicket';
import { WatchAppUpdates } from './usecases/WatchAppUpdates';
import { WatchAuthState } from './usecases/WatchAuthState';
import { WatchDevice } from './usecases/WatchDevice';

/** A class the container builds (its constructor parameters carry @inject). */
type Service = Newable<object>;

/** What the core keeps on the device for the member (src/core/device). */
export const CORE_DEVICE_DATA: readonly Service[] = [LastSeen];

export const CORE_USE_CASES: readonly Service[] = [
  ApplyAppUpdate,
  ApplyEmailVerification,
  AssessPassword,
  BeginSession,
  CheckLoginDetails,
  CheckResetLink,
  CreateLogin,
  DismissInstallHint,
  ForgetMemberOnDevice,
  LinkMembership,
  LoadMember,
  LoadProfile,
  PromptInstall,
  ReadInstallHintDismissal,
  RegisterMembership,
  RequestPasswordReset,
  ResendVerification,
  ResetPassword,
  SetVerifiedEmail,
  SignIn,
  SignOut,
  SubmitSupportTicket,
  WatchAppUpdates,
  WatchAuthState,
  WatchDevice,
];

export const CORE_STORES: readonly Service[] = [
  CreateLoginStore,
  DeviceStore,
  DialogStore,
  LinkMembershipStore,
  LoginStore,
  MemberStore,
  NavigationStore,
  NotificationsStore,
  PasswordResetStore,
  ProblemReporter,
  RecordingConsentStore,
  RegistrationStore,
  SavedDataStore,
  SessionState,
  SessionEnd,
  MembershipGate,
  SignInFlow,
  SessionStore,
  SupportStore,
  VerificationStore,
];

/**
 * The application core a visitor needs before signing in: the session's state machine, sign-in,
 * registration, password reset and the device, one instance each. The member's content stores
 * follow in memberModule when a session begins. Ports are bound by an adapter family's module
 * (fake or firebase + browser), MemberAreaLoader by the composition root; this module names no
 * adapter.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  for (const service of [...CORE_DEVICE_DATA, ...CORE_USE_CASES, ...CORE_STORES]) {
    bind(service).toSelf().inSingletonScope();
  }
});
