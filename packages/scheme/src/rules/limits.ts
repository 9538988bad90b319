/**
 * The limits both sides apply to what a member sends (spec sections 5 and 7, spec-decisions 16
 * and 17): the app's forms check them for the member's comfort, the backend's request schemas
 * enforce them.
 */

/** A member must be this old on the casino's calendar day to join or register. */
export const MINIMUM_AGE_YEARS = 18;
/** The earliest year of birth a form or a request accepts. */
export const EARLIEST_BIRTH_YEAR = 1900;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** A dotted domain and no spaces; the shape the backend accepts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Membership numbers are 6 to 10 digits. */
export const MEMBERSHIP_NUMBER_MIN_LENGTH = 6;
export const MEMBERSHIP_NUMBER_MAX_LENGTH = 10;
export const MEMBERSHIP_NUMBER_PATTERN = new RegExp(
  `^\\d{${MEMBERSHIP_NUMBER_MIN_LENGTH},${MEMBERSHIP_NUMBER_MAX_LENGTH}}$`,
);

export const SUPPORT_NAME_MAX_LENGTH = 100;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

/**
 * A support ticket's idempotency key: the app makes one per ticket the member is writing and
 * sends it with every try of that ticket, so a retry after a lost answer makes no second ticket.
 */
export const SUPPORT_TICKET_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * A password reset link works for 2 hours (spec section 9). The mail says so from this constant,
 * the backend's signed reset links and the in-memory identity's reset codes enforce it.
 */
export const PASSWORD_RESET_LINK_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The reset link's lifetime in words, for the reset mail: '2 hours' (a whole number of hours, more than one). */
export function passwordResetLinkLifetimeText(): string {
  return `${PASSWORD_RESET_LINK_LIFETIME_MS / (60 * 60 * 1000)} hours`;
}

/**
 * Passkeys: a challenge is single-use and lives 5 minutes; adding a passkey needs a
 * sign-in within the last 5 minutes; a passkey's name is at most 50 characters; a member keeps at
 * most 10 passkeys.
 */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const PASSKEY_RECENT_SIGN_IN_MS = 5 * 60 * 1000;
export const PASSKEY_NAME_MAX_LENGTH = 50;
export const PASSKEYS_PER_MEMBER_MAX = 10;

/**
 * The desk: a scanned or typed code is at most 300 characters (a voucher code is about
 * 130). Per staff login, at most 600 desk calls an hour (a flood's bound) and 20 refused or
 * unknown codes in 10 minutes, so a stolen staff login is no oracle for voucher codes.
 */
export const DESK_CODE_MAX_LENGTH = 300;
export const DESK_READS_PER_HOUR = 600;
export const DESK_READ_WINDOW_MS = 60 * 60 * 1000;
export const DESK_REFUSALS_PER_WINDOW = 20;
export const DESK_REFUSAL_WINDOW_MS = 10 * 60 * 1000;
/**
 * A membership card read at the desk shows the member's name, tier and any exclusion, found or
 * not: every card read counts, 60 an hour per staff login. One person at one desk checking a photo
 * ID takes a minute or more, so a busy desk (30 members an hour, some shown twice) stays well
 * inside it; reading the casino's members by number does not.
 */
export const DESK_CARD_READS_PER_HOUR = 60;
export const DESK_CARD_READ_WINDOW_MS = 60 * 60 * 1000;
/**
 * Reading membership numbers in sequence: a card read whose number is next to (one more or one
 * less than) a number the same login read within the hour is an adjacent read. Two an hour are
 * allowed (two couples who joined together); the third pauses the login's card reads for the hour
 * and is written to the desk's audit trail, so a run of numbers stops at its fourth.
 */
export const DESK_ADJACENT_CARD_READS_PER_WINDOW = 2;
export const DESK_SEQUENCE_WINDOW_MS = 60 * 60 * 1000;
