/** What the backend tells a member when it refuses something: one wording, used everywhere. */
export const MESSAGES = {
  notSignedIn: 'User not signed in',
  emailNotVerified: 'Please verify your email address first',
  profileNotFound: 'User profile not found',
  memberNotFound: 'Member not found',
  notYourRecord: 'You can only see and change your own membership',
  suspended: 'This membership is suspended. Please contact us',
  temporaryMembership:
    'Your membership is temporary until your ID is checked at the casino, so this is not available yet',
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
  tooManyVerificationEmails:
    'We have already sent 3 verification emails in the last 10 minutes. Please check your inbox, or try again later',
  emailStillUnverified: 'Your email address has not been verified yet',
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
  voucherNotAvailable: "This voucher isn't available to you",
  voucherExpired: 'This voucher has expired',
  voucherNotRedeemable: "This offer can't be redeemed with a QR code",
  somethingWentWrong: 'Something went wrong, please try again',
} as const;
