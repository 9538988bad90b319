import { GATE_MESSAGES } from '@met/scheme';

/** What the backend tells a member when it refuses something: one wording, used everywhere. */
export const MESSAGES = {
  notSignedIn: 'User not signed in',
  emailNotVerified: 'Please verify your email address first',
  profileNotFound: 'User profile not found',
  memberNotFound: 'Member not found',
  notYourRecord: 'You can only see and change your own membership',
  // The membership gates (spec section 6) say what the app says when it signs the member out.
  suspended: GATE_MESSAGES.suspended,
  temporaryMembership: GATE_MESSAGES.temporary,
  updateRequired: GATE_MESSAGES['update-required'],
  executiveRequired: GATE_MESSAGES['executive-required'],
  accountRequired: GATE_MESSAGES['account-required'],
  venueNotFound: 'Unable to find venue details',
  restaurantNotFound: 'Unable to find restaurant details',
  benefitsNotFound: 'Unable to find the benefits of this tier',
  emailHasMembership:
    'This email address already has a membership. Please log in, or link your membership to your login',
  detailsDoNotMatch:
    'These details do not match a membership: please check the membership number, date of birth and email address',
  loginExists:
    'An account already exists for this email address. Please log in or reset your password',
  membershipLinkedElsewhere: 'This membership is already linked to another online account',
  accountNotFoundCreate:
    "We couldn't find an account for this email address. Please check it, or create a new one",
  accountNotFound: "We couldn't find an account for this email address",
  tooManyMailsToAddress:
    'We sent an email to this address a few minutes ago. Please check your inbox (and spam folder), or try again in a few minutes',
  ownerCodeMailed:
    'To keep this membership safe, we need to check it is you. If these details are right, we have emailed a 6-digit code to the email address on the membership: enter it to carry on',
  tooManyMailsFromCaller:
    'Too many email requests have come from your connection. Please try again later',
  emailStillUnverified: 'Your email address has not been verified yet',
  tooManyFailedAttempts: 'Too many failed attempts, try again later',
  gameNotFound: 'Game not found',
  gameEnded: 'This game has ended',
  gameNotStarted: 'This game has not started yet',
  optInFirst: 'Please opt in before you play',
  alreadyPlayedToday: 'You have already played today',
  gameHasNoPrizes: 'This game has no prizes to win',
  eventNotFound: 'Event not found',
  eventNotRsvp: 'This event does not take RSVPs',
  eventNotAtYourCasino: 'This event is not at your home casino',
  eventEnded: 'This event has ended',
  alreadyOnTheList: "You're already on the list",
  eventStartedNoCancel: 'This event has started, so your place can no longer be cancelled',
  voucherNotAvailable: "This voucher isn't available to you",
  voucherExpired: 'This voucher has expired',
  voucherNotRedeemable: "This offer can't be redeemed with a QR code",
  somethingWentWrong: 'Something went wrong, please try again',
  tooManySupportTickets:
    'We have received several support requests from you in the last hour. We will answer them; please wait before sending another',
  tooManySignedOutTickets:
    'We are receiving a great many support requests. Please sign in to send yours, call your casino, or try again in an hour',
} as const;
