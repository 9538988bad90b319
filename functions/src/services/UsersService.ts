import { type CallContext, CallableError } from '@met/scheme/contract';
import {
  actionLinkOrigin,
  RESET_PASSWORD_PATH,
  VERIFY_EMAIL_PATH,
  type DevLinkRequest,
} from '../domain/actionLinks';
import { IdentityError } from '../domain/IdentityError';
import { alreadyVerifiedMail, passwordResetMail, verificationMail } from '../domain/accountMails';
import {
  admitMailCall,
  admitToMailbox,
  type AdmittedMail,
  type HeldMail,
  type MailLimitDeps,
} from '../domain/mailLimits';
import { countGuess } from '../domain/guessLimits';
import type { OwnerCheck } from './OwnerCheck';
import { loginCreatedMail } from '../domain/loginCreatedMail';
import { sameEmail } from '../domain/memberData';
import { MESSAGES } from '../domain/messages';
import type { AppData } from '../ports/AppData';
import type { BackendConfig } from '../ports/BackendConfig';
import type { Clock } from '../ports/Clock';
import type { IdentityAdmin } from '../ports/IdentityAdmin';
import type { Mailer } from '../ports/Mailer';
import type { MemberDirectory } from '../ports/MemberDirectory';
import type { PasswordResetLinks } from '../ports/PasswordResetLinks';
import type { RateLimiter } from '../ports/RateLimiter';
import type { SupportDesk } from '../ports/SupportDesk';
import type { Passkeys } from '../ports/Passkeys';
import type { WalletRegistrations } from '../ports/WalletRegistrations';
import { ownedAddress, type DeletedLogin } from '../domain/deletedLogin';
import { deletionReceiptMail, newDeletionReference } from '../domain/deletionReceipt';
import type { DeletionReceipts } from '../ports/DeletionReceipts';
import type { CallerAccess } from './CallerAccess';
import type { Request, Response } from './callableTypes';

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
    private readonly supportDesk: SupportDesk,
    private readonly resetLinks: PasswordResetLinks,
    private readonly ownerCheck: OwnerCheck,
    /** Apple Wallet's issued passes: a deleted login's passes are revoked. */
    private readonly walletPasses: Pick<WalletRegistrations, 'revokePasses'> | null = null,
    /** Deletion receipts: the reference before deleting, the mail after. */
    private readonly deletionReceipts: DeletionReceipts | null = null,
    /** Passkeys: a deleted login's passkeys go with it. */
    private readonly passkeys: Pick<Passkeys, 'removeAllFor'> | null = null,
  ) {}

  /**
   * users-prepareDeletion (our extension): the receipt's reference of the caller's own
   * login, made once and answered again to every later try, asked just before the app deletes
   * the login. Any login may ask (deletion is open to every login, verified or not).
   */
  async prepareDeletion(
    _request: Request<'users-prepareDeletion'>,
    ctx: CallContext,
  ): Response<'users-prepareDeletion'> {
    const caller = this.access.requireSignedIn(ctx);
    if (!this.deletionReceipts) throw new CallableError('unavailable', MESSAGES.somethingWentWrong);
    const receipt = await this.deletionReceipts.open({
      reference: newDeletionReference((length) =>
        globalThis.crypto.getRandomValues(new Uint8Array(length)),
      ),
      uid: caller.uid,
      requestedAt: this.clock.now().toISOString(),
    });
    return { success: true, reference: receipt.reference };
  }

  /**
   * An online login for an existing membership whose date of birth and email match. Each guess
   * counts against the number, the email and the caller until it proves right (guessLimits.ts);
   * once a limit is spent, only right details with the code mailed to the membership's email on
   * record go through, and everything else gets one answer (OwnerCheck.ts).
   */
  async createUser(
    request: Request<'users-createUser'>,
    ctx: CallContext = {},
  ): Response<'users-createUser'> {
    const guess = await countGuess(
      { rateLimiter: this.rateLimiter, clock: this.clock },
      { membershipNumber: request.customerNumber, email: request.email },
      ctx,
    );
    const member = await this.members.findByCustomerNumber(request.customerNumber);
    const right =
      member !== undefined && member.dob === request.dob && sameEmail(member.email, request.email);
    if (guess.overLimit) {
      const subject = right
        ? {
            purpose: 'create-login' as const,
            membershipNumber: member.customer_number,
            email: member.email,
            dob: member.dob,
          }
        : null;
      await this.ownerCheck.confirm(subject, request.ownerCode, ctx);
    }
    if (!right) throw new CallableError('invalid-argument', MESSAGES.detailsDoNotMatch);
    await guess.provedRight();
    if (await this.identity.getUserByEmail(request.email)) {
      throw new CallableError('aborted', MESSAGES.loginExists);
    }
    if (await this.appData.findProfileByMembership(member.customer_number)) {
      throw new CallableError('aborted', MESSAGES.membershipLinkedElsewhere);
    }
    // The caller's mail allowance is spent before the login exists, so a refusal leaves no login
    // without its mail. The mail itself is not held to the mailbox limits: an email holds one
    // login, so it is sent once (DECISIONS.md "Account and mail: enumeration, mail limits and
    // dev links").
    await admitMailCall(this.mailLimits, ctx);
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
    await this.sendLoginCreatedEmail(user.email, this.clock.now().toISOString(), request);
    return { success: true };
  }

  /**
   * The caller's limit comes before the look-up, so known and unknown emails are limited alike;
   * then an unknown email gets the spec's 'create a new one' (section 8), which the app needs to
   * offer /account/create. A known one gets its mail unless its mailbox's reset allowance holds it
   * back (mailLimits.ts): then no mail goes, and the answer says when the last reset link went and
   * when another may, so the app tells the member to look in their inbox. A known address is told
   * apart from an unknown one by the spec already; the time is only that of the latest reset mail
   * (DECISIONS.md "Account and mail: enumeration, mail limits and dev links").
   */
  async sendPasswordReset(
    request: Request<'users-sendPasswordReset'>,
    ctx: CallContext,
  ): Response<'users-sendPasswordReset'> {
    await admitMailCall(this.mailLimits, ctx);
    const user = await this.identity.getUserByEmail(request.email);
    if (!user) throw new CallableError('not-found', MESSAGES.accountNotFoundCreate);
    const admitted = await admitToMailbox(this.mailLimits, 'password-reset', user.email);
    if (!admitted.admitted) return { success: true, ...whenSent(admitted) };
    await this.sendOrGiveBack(admitted, async () => {
      const url = `${actionLinkOrigin(request, this.config)}${RESET_PASSWORD_PATH}`;
      const link = await this.resetLinks.issue(user.email, url);
      await this.mailer.send(passwordResetMail(user.email, link));
    });
    return { success: true };
  }

  /**
   * Answers every caller alike, { success: true }, whether the email is unknown (no mail),
   * unverified (the verification mail) or verified already (a mail telling its owner so, at most
   * once a day: the resend is refused, spec section 5, and told to the owner, not to whoever
   * asked). Only the signed-in owner of the login hears more: { isVerified: true }, or, when the
   * mailbox's limits hold the mail back (mailLimits.ts), when the last link went. Anyone else is
   * answered { success: true } whatever was held back, so a known and an unknown email answer
   * alike.
   */
  async resendVerificationEmail(
    request: Request<'users-resendVerificationEmail'>,
    ctx: CallContext,
  ): Response<'users-resendVerificationEmail'> {
    await admitMailCall(this.mailLimits, ctx);
    const user = await this.identity.getUserByEmail(request.email);
    if (!user) return { success: true };
    const owner = ctx.auth?.uid === user.uid;
    if (user.emailVerified && owner) return { isVerified: true };
    const kind = user.emailVerified ? 'already-verified' : 'verification';
    const admitted = await admitToMailbox(this.mailLimits, kind, user.email);
    if (!admitted.admitted)
      return owner ? { success: true, ...whenSent(admitted) } : { success: true };
    await this.sendOrGiveBack(admitted, async () => {
      if (!user.emailVerified) {
        await this.sendVerificationEmail(user.email, request);
        return;
      }
      const loginUrl = `${actionLinkOrigin(request, this.config)}/login`;
      await this.mailer.send(alreadyVerifiedMail(user.email, loginUrl));
    });
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

  /**
   * The login is gone (the Auth deletion trigger, retried until it succeeds): remove its profile,
   * anonymise its support tickets, and, only if the login had verified its email, the tickets
   * typed with that email and the mail kept for it (which may hold a live reset link). Anyone can
   * sign up with someone else's address and delete the login again, so an unverified address is
   * not the login's to clean up. No limit is reset: the limiter's records expire on their own
   * (DECISIONS.md "Support and deletion"). The membership, its points and its game plays (the
   * casino's prize record) stay. The Apple Wallet passes issued to the login are revoked and
   * their devices' registrations removed (DECISIONS.md "Card and wallets: Apple Wallet: revocable
   * passes"). Each step is idempotent, so a retry after a partial run, or a second run, is
   * harmless.
   */
  async onIdentityDeleted(login: DeletedLogin): Promise<void> {
    const { uid, email, emailVerified } = login;
    await this.walletPasses?.revokePasses({ uid });
    await this.passkeys?.removeAllFor(uid);
    await this.appData.deleteUserData(uid);
    await this.supportDesk.anonymiseSender(
      { uid, email, emailVerified },
      this.clock.now().toISOString(),
    );
    const owned = ownedAddress(login);
    if (owned) await this.mailer.forgetRecipient(owned);
    await this.mailReceipt(uid, owned);
  }

  /**
   * The receipt asked for before the deletion, mailed once (after the kept mail is forgotten) to
   * the address the login owned; a retry of the trigger finds it mailed and sends nothing.
   */
  private async mailReceipt(uid: string, owned: string | undefined): Promise<void> {
    const receipt = await this.deletionReceipts?.find(uid);
    if (!receipt || receipt.mailedAt !== undefined) return;
    const now = this.clock.now();
    if (owned) await this.mailer.send(deletionReceiptMail(owned, receipt.reference, now));
    await this.deletionReceipts?.markMailed(uid, now.toISOString());
  }

  /** To the membership's email on record: see loginCreatedMail.ts. */
  private async sendLoginCreatedEmail(email: string, createdAt: string, request: DevLinkRequest) {
    const url = `${actionLinkOrigin(request, this.config)}${VERIFY_EMAIL_PATH}`;
    const link = await this.identity.generateEmailVerificationLink(email, { url });
    await this.mailer.send(loginCreatedMail(email, link, createdAt));
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

  /** Sends an admitted mail; if sending fails, its place in the mailbox's limits is given back. */
  private async sendOrGiveBack(admitted: AdmittedMail, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      await admitted.notSent();
      throw error;
    }
  }

  /** What the mail limits (domain/mailLimits.ts) count with. */
  private get mailLimits(): MailLimitDeps {
    return { rateLimiter: this.rateLimiter, clock: this.clock };
  }

  /** Carries no name: the address is not confirmed yet (see accountMails.ts). */
  private async sendVerificationEmail(email: string, request: DevLinkRequest) {
    const url = `${actionLinkOrigin(request, this.config)}${VERIFY_EMAIL_PATH}`;
    const link = await this.identity.generateEmailVerificationLink(email, { url });
    await this.mailer.send(verificationMail(email, link));
  }
}

/** What a held-back mail's answer says: when the last link went and when another may. */
function whenSent(held: HeldMail): { lastSentAt: string; nextSendAt: string } {
  return { lastSentAt: held.lastSentAt.toISOString(), nextSendAt: held.nextSendAt.toISOString() };
}
