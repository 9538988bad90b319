import { ContainerModule, type Newable } from 'inversify';
import { CreateLoginStore } from './stores/CreateLoginStore';
import { DeviceStore } from './stores/DeviceStore';
import { DialogStore } from './stores/DialogStore';
import { EventsStore } from './stores/EventsStore';
import { GamesStore } from './stores/GamesStore';
import { LinkMembershipStore } from './stores/LinkMembershipStore';
import { LoginStore } from './stores/LoginStore';
import { MemberStore } from './stores/MemberStore';
import { NavigationStore } from './stores/NavigationStore';
import { NotificationsStore } from './stores/NotificationsStore';
import { OffersStore } from './stores/OffersStore';
import { PasswordResetStore } from './stores/PasswordResetStore';
import { ProblemReporter } from './stores/ProblemReporter';
import { RecordingConsentStore } from './stores/RecordingConsentStore';
import { RegistrationStore } from './stores/RegistrationStore';
import { SessionContent } from './stores/SessionContent';
import { SessionStore } from './stores/SessionStore';
import { SettingsStore } from './stores/SettingsStore';
import { SupportStore } from './stores/SupportStore';
import { VenueStore } from './stores/VenueStore';
import { VerificationStore } from './stores/VerificationStore';
import { ApplyAppUpdate } from './usecases/ApplyAppUpdate';
import { ApplyEmailVerification } from './usecases/ApplyEmailVerification';
import { AssessPassword } from './usecases/AssessPassword';
import { BeginSession } from './usecases/BeginSession';
import { CheckLoginDetails } from './usecases/CheckLoginDetails';
import { CheckResetLink } from './usecases/CheckResetLink';
import { CreateLogin } from './usecases/CreateLogin';
import { DeleteAccount } from './usecases/DeleteAccount';
import { LastSeen } from './usecases/LastSeen';
import { DismissInstallHint } from './usecases/DismissInstallHint';
import { LinkMembership } from './usecases/LinkMembership';
import { LoadBenefits } from './usecases/LoadBenefits';
import { LoadGames } from './usecases/LoadGames';
import { LoadMember } from './usecases/LoadMember';
import { LoadPrizes } from './usecases/LoadPrizes';
import { LoadProfile } from './usecases/LoadProfile';
import { LoadPromotions } from './usecases/LoadPromotions';
import { LoadRestaurant } from './usecases/LoadRestaurant';
import { LoadVenue } from './usecases/LoadVenue';
import { LoadVoucherQr } from './usecases/LoadVoucherQr';
import { LoadVouchers } from './usecases/LoadVouchers';
import { OptInToEvent } from './usecases/OptInToEvent';
import { OptInToGame } from './usecases/OptInToGame';
import { PromptInstall } from './usecases/PromptInstall';
import { ReadInstallHintDismissal } from './usecases/ReadInstallHintDismissal';
import { ReadOptedInEvents } from './usecases/ReadOptedInEvents';
import { RegisterMembership } from './usecases/RegisterMembership';
import { RequestPasswordReset } from './usecases/RequestPasswordReset';
import { ResendVerification } from './usecases/ResendVerification';
import { ResetPassword } from './usecases/ResetPassword';
import { SetVerifiedEmail } from './usecases/SetVerifiedEmail';
import { SignIn } from './usecases/SignIn';
import { SignOut } from './usecases/SignOut';
import { SpinTheWheel } from './usecases/SpinTheWheel';
import { SubmitSupportTicket } from './usecases/SubmitSupportTicket';
import { UpdateProfile } from './usecases/UpdateProfile';
import { WatchAppUpdates } from './usecases/WatchAppUpdates';
import { WatchAuthState } from './usecases/WatchAuthState';
import { WatchDevice } from './usecases/WatchDevice';

/** A class the container builds (its constructor parameters carry @inject). */
type Service = Newable<object>;

export const CORE_USE_CASES: readonly Service[] = [
  LastSeen,
  ApplyAppUpdate,
  ApplyEmailVerification,
  AssessPassword,
  BeginSession,
  CheckLoginDetails,
  CheckResetLink,
  CreateLogin,
  DeleteAccount,
  DismissInstallHint,
  LinkMembership,
  LoadBenefits,
  LoadGames,
  LoadMember,
  LoadPrizes,
  LoadProfile,
  LoadPromotions,
  LoadRestaurant,
  LoadVenue,
  LoadVoucherQr,
  LoadVouchers,
  OptInToEvent,
  OptInToGame,
  PromptInstall,
  ReadInstallHintDismissal,
  ReadOptedInEvents,
  RegisterMembership,
  RequestPasswordReset,
  ResendVerification,
  ResetPassword,
  SetVerifiedEmail,
  SignIn,
  SignOut,
  SpinTheWheel,
  SubmitSupportTicket,
  UpdateProfile,
  WatchAppUpdates,
  WatchAuthState,
  WatchDevice,
];

export const CORE_STORES: readonly Service[] = [
  CreateLoginStore,
  DeviceStore,
  DialogStore,
  EventsStore,
  GamesStore,
  LinkMembershipStore,
  LoginStore,
  MemberStore,
  NavigationStore,
  NotificationsStore,
  OffersStore,
  PasswordResetStore,
  ProblemReporter,
  RecordingConsentStore,
  RegistrationStore,
  SessionContent,
  SessionStore,
  SettingsStore,
  SupportStore,
  VenueStore,
  VerificationStore,
];

/**
 * The application core: every use case and store, one instance each. Ports are bound by an
 * adapter family's module (fake or firebase + browser); this module names no adapter.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  for (const service of [...CORE_USE_CASES, ...CORE_STORES]) {
    bind(service).toSelf().inSingletonScope();
  }
});
