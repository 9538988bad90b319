import { feature } from '../kernel/feature';
import { ApplyEmailVerification } from './ApplyEmailVerification';
import { AssessPassword } from './AssessPassword';
import { CheckLoginDetails } from './CheckLoginDetails';
import { CheckResetLink } from './CheckResetLink';
import { CreateLogin } from './CreateLogin';
import { CreateLoginStore } from './CreateLoginStore';
import { LinkMembership } from './LinkMembership';
import { LinkMembershipStore } from './LinkMembershipStore';
import { PasswordResetStore } from './PasswordResetStore';
import { RegisterMembership } from './RegisterMembership';
import { RegistrationStore } from './RegistrationStore';
import { RequestPasswordReset } from './RequestPasswordReset';
import { ResendVerification } from './ResendVerification';
import { ResetPassword } from './ResetPassword';
import { VerificationStore } from './VerificationStore';

/** Joining, creating a login, linking a membership, password reset and email verification. */
export const account = feature('account', [
  ApplyEmailVerification,
  AssessPassword,
  CheckLoginDetails,
  CheckResetLink,
  CreateLogin,
  CreateLoginStore,
  LinkMembership,
  LinkMembershipStore,
  PasswordResetStore,
  RegisterMembership,
  RegistrationStore,
  RequestPasswordReset,
  ResendVerification,
  ResetPassword,
  VerificationStore,
]);
