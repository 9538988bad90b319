import { type CallContext, CallableError } from '@met/scheme/contract';
import {
  actionLinkOrigin,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
  type DevLinkRequest,
} from '../domain/actionLinks';
import { IdentityError } from '../domain/IdentityError';
import { sameEmail } from '../domain/memberData';
import { MESSAGES } from '../domain/messages';
import type { AppData } from '../ports/AppData';
import type { BackendConfig } from '../ports/BackendConfig';
import type { Clock } from '../ports/Clock';
import type { IdentityAdmin } from '../ports/IdentityAdmin';
import type { Mailer } from '../ports/Mailer';
import type { MemberDirectory } from '../ports/MemberDirectory';
import type { RateLimiter } from '../ports/RateLimiter';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';

export const VERIFICATION_EMAILS_PER_WINDOW = 3;
export const VERIFICATION_EMAIL_WINDOW_MS = 10 * 60 * 1000;

/** users-*: online logins for memberships, their email verification and password resets. */
export class UsersService {
  constructor(
    private readonly identity: IdentityAdmin,
    private readonly appData: AppData,
    private readonly members: MemberDirectory,
    private readonly mailer: Mailer,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: BackendConfig,
    private readonly access: CallerAccess,
  ) {}

  /** An online login for an existing membership whose date of birth and email match. */
  async createUser(request: Request<'users-createUser'>): Response<'users-createUser'> {
    const member = await this.members.findByCustomerNumber(request.customerNumber);
    if (!member || member.dob !== request.dob || !sameEmail(member.email, request.email)) {
      throw new CallableError('invalid-argument', MESSAGES.detailsDoNotMatch);
    }
    if (await this.identity.getUserByEmail(request.email)) {
      throw new CallableError('aborted', MESSAGES.loginExists);
    }
    if (await this.appData.findProfileByMembership(member.customer_number)) {
      throw new CallableError('aborted', MESSAGES.membershipLinkedElsewhere);
    }
    const user = await this.createIdentity(request.email, request.password);
    await this.appData.saveProfile({
      uid: user.uid,
      email: user.email,
      emailVerified: false,
      country: 'gb',
      memberships: [],
      gameOptin: [],
    });
    const outcome = await this.appData.addMembership(user.uid, member.customer_number);
    if (outcome !== 'added') {
      // Another login claimed the membership in the meantime: undo this one completely.
      await this.identity.deleteUser(user.uid);
      await this.appData.deleteUserData(user.uid);
      throw new CallableError('aborted', MESSAGES.membershipLinkedElsewhere);
    }
    await this.sendVerificationEmail(user.email, member.first_name, request);
    return { success: true };
  }

  async sendPasswordReset(
    request: Request<'users-sendPasswordReset'>,
  ): Response<'users-sendPasswordReset'> {
    const user = await this.identity.getUserByEmail(request.email);
    if (!user) throw new CallableError('not-found', MESSAGES.accountNotFoundCreate);
    const url = `${actionLinkOrigin(request, this.config)}${RESET_PASSWORD_PATH}`;
    const link = await this.identity.generatePasswordResetLink(user.email, { url });
    await this.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text:
        'We received a request to reset the password of your rewards account. ' +
        'Open the link below to choose a new password. The link works for 2 hours. ' +
        'If you did not ask for this, you can ignore this email.',
      link,
    });
    return { success: true };
  }

  async resendVerificationEmail(
    request: Request<'users-resendVerificationEmail'>,
  ): Response<'users-resendVerificationEmail'> {
    const user = await this.identity.getUserByEmail(request.email);
    if (!user) throw new CallableError('not-found', MESSAGES.accountNotFound);
    if (user.emailVerified) return { isVerified: true };
    const allowed = await this.rateLimiter.tryConsume(
      `verification-email:${user.email}`,
      VERIFICATION_EMAILS_PER_WINDOW,
      VERIFICATION_EMAIL_WINDOW_MS,
      this.clock.now(),
    );
    if (!allowed) throw new CallableError('resource-exhausted', MESSAGES.tooManyVerificationEmails);
    const member = await this.members.findByEmail(user.email);
    await this.sendVerificationEmail(user.email, member?.first_name ?? '', request);
    return { success: true };
  }

  /** Copies the identity provider's verified flag to users/{uid}; the client cannot fake it. */
  async setVerifiedEmail(
    _request: Request<'users-setVerifiedEmail'>,
    ctx: CallContext,
  ): Response<'users-setVerifiedEmail'> {
    const caller = this.access.requireSignedIn(ctx);
    const user = await this.identity.getUser(caller.uid);
    if (!user) throw new CallableError('not-found', MESSAGES.profileNotFound);
    if (!user.emailVerified) {
      throw new CallableError('permission-denied', MESSAGES.emailStillUnverified);
    }
    const updated = await this.appData.setEmailVerified(user.uid, true);
    if (!updated) {
      // A login made outside users-createUser has no profile yet: start one.
      await this.appData.saveProfile({
        uid: user.uid,
        email: user.email,
        emailVerified: true,
        country: 'gb',
        memberships: [],
        gameOptin: [],
      });
    }
    return { success: true };
  }

  /** The login is gone: remove its profile and game plays. The membership and points stay. */
  async onIdentityDeleted(uid: string): Promise<void> {
    await this.appData.deleteUserData(uid);
  }

  private async createIdentity(email: string, password: string) {
    try {
      return await this.identity.createUser({ email, password, emailVerified: false });
    } catch (error) {
      if (error instanceof IdentityError && error.reason === 'email-already-exists') {
        throw new CallableError('aborted', MESSAGES.loginExists);
      }
      if (error instanceof IdentityError && error.reason === 'weak-password') {
        throw new CallableError('invalid-argument', 'The chosen password is too weak');
      }
      throw error;
    }
  }

  private async sendVerificationEmail(email: string, firstName: string, request: DevLinkRequest) {
    const url = `${actionLinkOrigin(request, this.config)}${VERIFY_EMAIL_PATH}`;
    const link = await this.identity.generateEmailVerificationLink(email, { url });
    await this.mailer.send({
      to: email,
      subject: 'Verify your email address',
      text:
        `${firstName ? `Hello ${firstName}, p` : 'P'}lease confirm this is your email address ` +
        'by opening the link below, then log in to your rewards account.',
      link,
    });
  }
}
