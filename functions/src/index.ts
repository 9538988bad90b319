/**
 * The deployed functions. Groups become name prefixes: members.getMember is deployed as
 * members-getMember, exactly the names of spec section 7 (@met/scheme/contract, callables.ts),
 * and wallet.getPassLinks as wallet-getPassLinks, our extension of the spec's table.
 */
import * as logger from 'firebase-functions/logger';
import { region as v1Region } from 'firebase-functions/v1';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2/options';
import type { MemberRecord } from './ports/MemberDirectory';
import { getBackend, getWalletBackend } from './hosting/backend';
import { callable } from './hosting/callable';
import { callerAddressOf } from './hosting/callerAddress';
import {
  isFunctionsEmulator,
  REGION,
  resetLinkSecret,
  voucherQrSecret,
  APPLE_WALLET_SECRETS,
  WALLET_SECRETS,
} from './hosting/params';
import {
  ANONYMOUS_FUNCTION_OPTIONS,
  GLOBAL_FUNCTION_OPTIONS,
  INSTANCE_LIMITS,
} from './hosting/instances';

// Before any definition below: each v2 function copies the global options when it is defined.
setGlobalOptions(GLOBAL_FUNCTION_OPTIONS);

export const members = {
  registerAccount: callable('members-registerAccount', ANONYMOUS_FUNCTION_OPTIONS),
  // Signs the code mailed to an over-guessed membership's owner (services/OwnerCheck.ts).
  linkMembership: callable('members-linkMembership', {
    secrets: [voucherQrSecret],
    ...ANONYMOUS_FUNCTION_OPTIONS,
  }),
  getMember: callable('members-getMember'),
  updateProfile: callable('members-updateProfile'),
  getVenue: callable('members-getVenue'),
  getRestaurant: callable('members-getRestaurant'),
  // Anyone may write to support, signed in or not.
  submitTicket: callable('members-submitTicket', ANONYMOUS_FUNCTION_OPTIONS),
  // Our extension of the spec's table: take a break.
  takeBreak: callable('members-takeBreak'),
  // Our extension of the spec's table: download my data.
  downloadMyData: callable('members-downloadMyData'),
  // Our extension of the spec's table: points activity.
  getPointsActivity: callable('members-getPointsActivity'),
};

export const users = {
  sendPasswordReset: callable('users-sendPasswordReset', {
    secrets: [resetLinkSecret],
    ...ANONYMOUS_FUNCTION_OPTIONS,
  }),
  resendVerificationEmail: callable('users-resendVerificationEmail', ANONYMOUS_FUNCTION_OPTIONS),
  // Signs the code mailed to an over-guessed membership's owner (services/OwnerCheck.ts).
  createUser: callable('users-createUser', {
    secrets: [voucherQrSecret],
    ...ANONYMOUS_FUNCTION_OPTIONS,
  }),
  setVerifiedEmail: callable('users-setVerifiedEmail'),
  // Our extension of the spec's table: the deletion receipt's reference.
  prepareDeletion: callable('users-prepareDeletion'),
};

/** Our extension of the spec's table: passkeys; deployed as passkeys-<name>. */
export const passkeys = {
  registrationOptions: callable('passkeys-registrationOptions'),
  verifyRegistration: callable('passkeys-verifyRegistration'),
  // Passkey sign-in: asked before anyone is signed in.
  authenticationOptions: callable('passkeys-authenticationOptions', ANONYMOUS_FUNCTION_OPTIONS),
  verifyAuthentication: callable('passkeys-verifyAuthentication', ANONYMOUS_FUNCTION_OPTIONS),
  list: callable('passkeys-list'),
  remove: callable('passkeys-remove'),
};

/**
 * Our extension of the spec's table: the desk; deployed as desk-<name>. Both read
 * voucher codes, so both hold the secret that signs them.
 */
export const desk = {
  readCode: callable('desk-readCode', { secrets: [voucherQrSecret] }),
  redeem: callable('desk-redeem', { secrets: [voucherQrSecret] }),
};

export const benefits = {
  getBenefits: callable('benefits-getBenefits'),
};

/**
 * Our extension of the spec's table: the spec's customer_engagement events, first-party, sent
 * only with the member's consent to usage statistics; deployed as analytics-recordEngagement.
 */
export const analytics = {
  recordEngagement: callable('analytics-recordEngagement'),
};

export const vouchers = {
  getAllVouchers: callable('vouchers-getAllVouchers'),
  generateQrCode: callable('vouchers-generateQrCode', { secrets: [voucherQrSecret] }),
};

export const promotions = {
  getPromotions: callable('promotions-getPromotions'),
  getGames: callable('promotions-getGames'),
  optInToEvent: callable('promotions-optInToEvent'),
  cancelRsvp: callable('promotions-cancelRsvp'),
  spinTheWheel: callable('promotions-spinTheWheel'),
  spinToWinPrizes: callable('promotions-spinToWinPrizes'),
};

/**
 * Opens a signed 2-hour password reset link (ResetLinks.ts): firebase.json rewrites
 * /account/reset-link here. A good link is sent on to the app's reset page with a fresh code
 * from Firebase; an expired, superseded or forged one to the forgotten-password page, which
 * says so. Deployed as resetLink-open.
 */
export const resetLink = {
  open: onRequest(
    { region: REGION, secrets: [resetLinkSecret], ...ANONYMOUS_FUNCTION_OPTIONS },
    async (request, response) => {
      const { adminApp, createResetLinks } = await import('./hosting/createBackend');
      const links = createResetLinks(adminApp(), { emulator: isFunctionsEmulator() });
      const outcome = await links.open(
        new URL(request.originalUrl, 'https://link.invalid').searchParams,
      );
      if (outcome.kind !== 'reset') logger.info('refused a reset link', { reason: outcome.kind });
      response.set('Cache-Control', 'no-store');
      response.redirect(302, outcome.location);
    },
  ),
};

/**
 * A deleted login loses its users/{uid} profile and its tickets' personal details, and, once it
 * had verified its email, the tickets typed with that email and its mail (UsersService
 * .onIdentityDeleted; the membership, its points, its plays and every limit stay). Cloud Functions v2 has no Auth deletion trigger, so this one is v1
 * (firebase-functions/v1 auth.user().onDelete), deployed as auth-onUserDeleted. A failed run is
 * retried (failurePolicy) until it succeeds; the cleanup is idempotent, so a retry after a partial
 * run, or a duplicate delivery, is harmless.
 */
export const auth = {
  onUserDeleted: v1Region(REGION)
    .runWith({ failurePolicy: true, maxInstances: INSTANCE_LIMITS.deletionTriggerMaxInstances })
    .auth.user()
    .onDelete(async (user) => {
      const { services } = await getBackend();
      await services.users.onIdentityDeleted({
        uid: user.uid,
        ...(user.email === undefined ? {} : { email: user.email }),
        emailVerified: user.emailVerified,
      });
      logger.info('removed the app data of a deleted login', { uid: user.uid });
    }),
};

/**
 * The membership card in Apple Wallet and Google Wallet (docs/WALLET.md), beside the
 * spec's 19 callables:
 * - wallet-getPassLinks: the signed-in member's own pass links (gated like every member call);
 *   null for a wallet this deployment has no keys for. A callable of the contract's table (our
 *   extension of the spec's), served by its handler on the backend built with the wallets' keys.
 * - wallet-removeCardEverywhere: 'remove my card from other devices': every Apple pass of the
 *   caller's membership is revoked and its devices forgotten (our extension too).
 * - wallet-apple: everything under /wallet/apple/ (hosting rewrite): the 10-minute pass link
 *   and Apple's pass web service (registrations, updated serials, the latest pass, logs).
 * - wallet-onMemberChanged: the casino's record of a member changed (points, tier, name):
 *   registered Apple devices are pushed and the Google object is patched. Retried on failure.
 */
export const wallet = {
  getPassLinks: callable('wallet-getPassLinks', { secrets: WALLET_SECRETS }, getWalletBackend),
  // Revoking needs only the store, no wallet key: no secret is granted.
  removeCardEverywhere: callable('wallet-removeCardEverywhere'),
  apple: onRequest({ region: REGION, secrets: APPLE_WALLET_SECRETS }, async (request, response) => {
    const { applePassService } = await getWalletBackend();
    if (!applePassService) {
      response.status(404).set('Cache-Control', 'no-store').send('Apple Wallet is not set up.');
      return;
    }
    const answer = await applePassService.handle({
      method: request.method,
      path: request.originalUrl,
      headers: request.headers,
      body: request.rawBody,
      callerAddress: callerAddressOf(request),
    });
    response.status(answer.status).set(answer.headers).send(answer.body);
  }),
  onMemberChanged: onDocumentUpdated(
    { document: 'members/{customerNumber}', region: REGION, retry: true, secrets: WALLET_SECRETS },
    async (event) => {
      const before = event.data?.before.data() as MemberRecord | undefined;
      const after = event.data?.after.data() as MemberRecord | undefined;
      if (!before || !after) return;
      const { services } = await getWalletBackend();
      await services.wallet.onMemberChanged(before, after);
    },
  ),
};
