/**
 * yup schemas for every callable's request (spec section 7 and our extension,
 * wallet-getPassLinks: callables.ts), and parseRequest, which the backend's handlers call.
 *
 * Requests are parsed leniently (strings trimmed, emails lower-cased, unknown fields stripped) and
 * answer 'invalid-argument' with a message a member can act on. The app never parses a request,
 * so nothing it imports may live here: this module's top-level yup calls would put every request
 * schema in the app's bundle (issue 25; the answers are responses.ts).
 */
import * as yup from 'yup';
import {
  ENGAGEMENT_TYPES,
  GENDERS,
  type CallableName,
  type CallableRequest,
  type EngagementEvent,
} from './callables';
import { CallableError } from './errors';
import { ageOn, isCalendarDate } from './formats';
import { isPlainRecord } from './plainRecord';
import { BREAK_PERIODS } from '../rules/breaks';
import { londonDayKey } from '../rules/calendar';
import { INTERESTS, SUPPORT_TOPICS, TITLES } from '../rules/options';
import {
  DESK_CODE_MAX_LENGTH,
  EARLIEST_BIRTH_YEAR,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MEMBERSHIP_NUMBER_MAX_LENGTH,
  MEMBERSHIP_NUMBER_MIN_LENGTH,
  MEMBERSHIP_NUMBER_PATTERN,
  MINIMUM_AGE_YEARS,
  NAME_MAX_LENGTH,
  PASSKEY_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_TICKET_KEY_PATTERN,
} from '../rules/limits';

export const MISSING_INFORMATION = 'Please provide all the required information';
const MEMBERSHIP_NUMBER_RULE = `Membership number must be ${MEMBERSHIP_NUMBER_MIN_LENGTH} to ${MEMBERSHIP_NUMBER_MAX_LENGTH} digits`;
const PHONE = /^\+?[0-9 ()-]+$/;
/** 15 digits (E.164's most) with a separator between each and a leading '+' fit in 32. */
const PHONE_MAX_LENGTH = 32;
const COUNTRY = /^[a-z]{2}$/;
/** An origin: a scheme, a host name of at most 253 characters and a port. */
const DEV_DOMAIN_MAX_LENGTH = 300;

/**
 * Issue 15, item 9: what any request may hold, checked before the schemas walk it. The contract's
 * only list is `interests` (at most one of each option); its largest record is the registration
 * form's 11 fields, and its deepest value sits three records down. The record and depth bounds
 * leave room for fields an older or newer app adds, which are stripped.
 */
export const REQUEST_LIST_MAX_LENGTH = INTERESTS.length;
export const REQUEST_RECORD_MAX_FIELDS = 40;
export const REQUEST_MAX_DEPTH = 8;
export const REQUEST_TOO_LARGE = 'This request is larger than any form of the app sends';
/** The refusal of a request that must carry nothing (wallet-getPassLinks), whatever it carried. */
export const TAKES_NO_FIELDS = 'This request takes no fields.';
/** promotions-cancelRsvp (issue 29): the place cancelled is always the caller's own. */
export const NAMES_ONLY_THE_EVENT = 'This request names only the event: the place is your own.';

/** analytics-recordEngagement: anything but one of the app's own usage events, as it sends it. */
export const NOT_AN_ENGAGEMENT_EVENT = 'This is not a usage event the app sends';
/** A game's or an event's id as the app reports it: letters, digits, '.', '_', ':' or '-'. */
export const ENGAGEMENT_ID_PATTERN = /^[A-Za-z0-9][\w.:-]{0,99}$/;

/** The desk (issue 30): what a scanned or typed code must be before it is looked at. */
export const SCAN_OR_TYPE_A_CODE = "Scan a voucher's code or a membership card, or type its code";
export const NOT_A_CODE = 'This is not a voucher code or a membership number';

/** What the request schemas are validated against; the handlers pass the backend clock's now. */
export interface RequestContext {
  now: Date;
}

/** yup's trim() and lowercase() call string methods on anything; these leave non-text to typeError. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const lowerCased = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

function todayOf(context: unknown): string {
  const now = (context as Partial<RequestContext> | undefined)?.now;
  return londonDayKey(now instanceof Date ? now : new Date());
}

/**
 * yup turns a number or boolean into text before typeError sees it; an id sent as 100104
 * rather than '100104' is a malformed request, not a lookup to refuse later.
 */
const sentAsText = (message: string) =>
  [
    'sent-as-text',
    message,
    (_value: unknown, context: yup.TestContext) =>
      context.originalValue === undefined ||
      context.originalValue === null ||
      typeof context.originalValue === 'string',
  ] as const;

const text = (label: string, max = 100) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .test(...sentAsText(`${label} must be text`))
    .transform(trimmed)
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const email = () =>
  yup
    .string()
    .typeError('Please enter a valid email address')
    .test(...sentAsText('Please enter a valid email address'))
    .transform(trimmed)
    .transform(lowerCased)
    .required('Email is required')
    .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
    .matches(EMAIL_PATTERN, 'Please enter a valid email address');

const dateOfBirth = () =>
  yup
    .string()
    .typeError('Date of birth must be a real date in the past')
    .transform(trimmed)
    .required('Date of birth is required')
    .test(
      'real-past-date',
      'Date of birth must be a real date in the past',
      // required() answers for an absent value: yup then leaves this test out of the refusal.
      (value, testContext) =>
        isCalendarDate(value) &&
        value >= `${EARLIEST_BIRTH_YEAR}-01-01` &&
        value < todayOf(testContext.options.context),
    );

const membershipNumber = () =>
  yup
    .string()
    .typeError(MEMBERSHIP_NUMBER_RULE)
    .test(...sentAsText(MEMBERSHIP_NUMBER_RULE))
    .transform(trimmed)
    .required('Membership number is required')
    .matches(MEMBERSHIP_NUMBER_PATTERN, MEMBERSHIP_NUMBER_RULE);

export const OWNER_CODE_RULE = 'The code is the 6 digits in the email we sent';

/** The optional code mailed to a membership's email on record (OwnerCodeOption). */
const ownerCode = () =>
  yup
    .string()
    .typeError(OWNER_CODE_RULE)
    .test(...sentAsText(OWNER_CODE_RULE))
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
    .optional()
    .matches(/^\d{6}$/, OWNER_CODE_RULE);

const mobilePhone = () =>
  yup
    .string()
    .typeError('Please enter a valid mobile phone number')
    .transform(trimmed)
    .max(PHONE_MAX_LENGTH, 'Please enter a valid mobile phone number')
    .matches(PHONE, 'Please enter a valid mobile phone number')
    .test('digits', 'Please enter a valid mobile phone number', (value) => {
      if (value === undefined) return true;
      const digits = value.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    });

const location = () =>
  yup
    .string()
    .typeError('Location must be a two-letter country code')
    .transform(trimmed)
    .transform(lowerCased)
    .default('gb')
    .matches(COUNTRY, 'Location must be a two-letter country code');

const venueId = () =>
  yup
    .number()
    .typeError('Venue id must be a whole number')
    .test(
      'sent-as-number',
      'Venue id must be a whole number',
      // An absent venue id is refused by required(), which yup reports instead of this test.
      (_value, context) => typeof context.originalValue === 'number',
    )
    .required('Venue id is required')
    .integer('Venue id must be a whole number')
    .positive('Venue id must be a whole number');

const devLinkOptions = {
  devMode: yup.boolean().typeError('devMode must be true or false').default(false),
  devDomain: yup
    .string()
    .typeError('devDomain must be text')
    .test(...sentAsText('devDomain must be text'))
    .transform(trimmed)
    .max(DEV_DOMAIN_MAX_LENGTH, `devDomain must be at most ${DEV_DOMAIN_MAX_LENGTH} characters`)
    .default(''),
};

const password = () =>
  yup
    .string()
    .typeError('Password must be text')
    .test(...sentAsText('Password must be text'))
    .required('Password is required')
    .min(
      PASSWORD_MIN_LENGTH,
      `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    )
    .max(
      PASSWORD_MAX_LENGTH,
      `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    );

const mustBeTrue = (message: string) =>
  yup.boolean().typeError(message).required(message).isTrue(message);

const values = <T extends yup.ObjectShape>(shape: T) =>
  yup.object(shape).default(undefined).typeError(MISSING_INFORMATION).required(MISSING_INFORMATION);

const registrationValues = values({
  title: yup
    .string()
    .typeError('Please select a title')
    .required('Please select a title')
    .oneOf(TITLES, 'Please select a title'),
  firstName: text('First name', NAME_MAX_LENGTH),
  lastName: text('Last name', NAME_MAX_LENGTH),
  gender: yup
    .string()
    .typeError('Please select a gender')
    .required('Please select a gender')
    .oneOf(GENDERS, 'Please select a gender'),
  dob: dateOfBirth().test(
    'adult',
    `You must be ${MINIMUM_AGE_YEARS} or over to join`,
    (value, testContext) =>
      !isCalendarDate(value) ||
      ageOn(value, todayOf(testContext.options.context)) >= MINIMUM_AGE_YEARS,
  ),
  email: email(),
  mobilePhone: mobilePhone().required('Mobile phone is required'),
  over18: mustBeTrue('Please confirm you are over the age of 18'),
  termsAccepted: mustBeTrue('Please accept the Terms & Conditions to create an account'),
  marketingOptIn: yup.boolean().typeError('Marketing opt-in must be true or false').default(false),
  homeCasino: yup
    .number()
    .typeError('Please choose your home casino')
    .required('Please choose your home casino')
    .integer('Please choose your home casino')
    .positive('Please choose your home casino'),
});

const choice = (message: string) => yup.boolean().typeError(message).required(message);

const MARKETING_CHANNELS_ONLY =
  'Please choose marketing by email, SMS, phone or post: we send no other kind of marketing';

const profileChanges = values({
  phone_mobile: mobilePhone().optional(),
  stopAllMarketing: yup
    .boolean()
    .strict()
    .typeError('Stop all marketing must be true or false')
    .optional(),
  interests: yup
    .array()
    .typeError('Interests must be a list')
    .of(
      yup
        .string()
        .typeError('Please choose interests from the list')
        .required('Please choose interests from the list')
        .oneOf(INTERESTS, 'Please choose interests from the list'),
    )
    .max(INTERESTS.length, `Please choose at most ${INTERESTS.length} interests`)
    .optional(),
  communications: yup
    .object({
      email: choice('Please choose whether we may email you'),
      sms: choice('Please choose whether we may text you'),
      phone: choice('Please choose whether we may phone you'),
      post: choice('Please choose whether we may write to you'),
    })
    // Issue 26: the four channels only; the app sends no push or in-app marketing.
    // The raw request: parseRequest strips unknown keys before a noUnknown would see them.
    .test('four-channels', MARKETING_CHANNELS_ONLY, function fourChannels() {
      const raw: unknown = this.originalValue;
      return (
        typeof raw !== 'object' ||
        raw === null ||
        Object.keys(raw).every((key) => ['email', 'sms', 'phone', 'post'].includes(key))
      );
    })
    .typeError('Communication preferences must be a set of choices')
    .default(undefined)
    .optional(),
});

const supportTicketValues = values({
  name: text('Name', SUPPORT_NAME_MAX_LENGTH),
  email: email(),
  membershipNumber: yup
    .string()
    .typeError(MEMBERSHIP_NUMBER_RULE)
    .test(...sentAsText(MEMBERSHIP_NUMBER_RULE))
    .transform(trimmed)
    .default('')
    .test(
      'optional-membership-number',
      MEMBERSHIP_NUMBER_RULE,
      (value) => !value || MEMBERSHIP_NUMBER_PATTERN.test(value),
    ),
  topic: yup
    .string()
    .typeError('Please choose a topic')
    .required('Please choose a topic')
    .oneOf(SUPPORT_TOPICS, 'Please choose a topic'),
  message: text('Message', SUPPORT_MESSAGE_MAX_LENGTH),
});

const idText = (label: string) => text(label, 200);
const nothing = () => yup.object({});

/**
 * A request that must be empty: a field (another member's number, say) is refused rather than
 * stripped, so a caller cannot believe it was heard. strict(): yup's stripUnknown would otherwise
 * drop the field before noUnknown saw it. parseRequest refuses a body that is no record (a list, a
 * text, a number) with the schema's `refusal` too.
 */
const empty = () =>
  yup.object({}).strict().noUnknown(TAKES_NO_FIELDS).meta({ refusal: TAKES_NO_FIELDS });

/** A code as a scanner reads it: printable ASCII with no spaces, trimmed, at most 300. */
const deskCode = () =>
  yup
    .string()
    .typeError(SCAN_OR_TYPE_A_CODE)
    .test(...sentAsText(SCAN_OR_TYPE_A_CODE))
    .transform(trimmed)
    .required(SCAN_OR_TYPE_A_CODE)
    .max(DESK_CODE_MAX_LENGTH, NOT_A_CODE)
    .matches(/^[!-~]+$/, NOT_A_CODE);

const CHOOSE_A_BREAK =
  'Please choose how long your break lasts: 24 hours, 7 days, 30 days or 6 weeks';

export const NOT_A_PASSKEY = 'This is not an answer from a passkey';
const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];

/** base64url text as WebAuthn's JSON carries it, at most `max` characters. */
const base64url = (max: number) =>
  yup
    .string()
    .typeError(NOT_A_PASSKEY)
    .test(...sentAsText(NOT_A_PASSKEY))
    .max(max, NOT_A_PASSKEY)
    .matches(/^[A-Za-z0-9_-]*$/, NOT_A_PASSKEY);

/**
 * A passkey's answer to navigator.credentials.create or .get, as @simplewebauthn/browser sends it
 * (issue 27). Only its form is checked here; the server's WebAuthn library checks what it says.
 */
const passkeyCredential = () =>
  yup
    .object({
      id: base64url(1400).required(NOT_A_PASSKEY),
      rawId: base64url(1400).required(NOT_A_PASSKEY),
      type: yup
        .string()
        .typeError(NOT_A_PASSKEY)
        .required(NOT_A_PASSKEY)
        .oneOf(['public-key'] as const, NOT_A_PASSKEY),
      response: yup
        .object({
          clientDataJSON: base64url(4096).required(NOT_A_PASSKEY),
          attestationObject: base64url(16384),
          authenticatorData: base64url(4096),
          // Room for a post-quantum signature: ML-DSA-44's is 2,420 bytes (3,227 characters), and
          // the server's library offers it first where the runtime has it (a browser's fake world).
          signature: base64url(8192),
          userHandle: base64url(128),
          publicKey: base64url(4096),
          publicKeyAlgorithm: yup.number().typeError(NOT_A_PASSKEY).integer(NOT_A_PASSKEY),
          transports: yup
            .array()
            .typeError(NOT_A_PASSKEY)
            .of(
              yup
                .string()
                .typeError(NOT_A_PASSKEY)
                .required(NOT_A_PASSKEY)
                .oneOf(PASSKEY_TRANSPORTS, NOT_A_PASSKEY),
            ),
        })
        .typeError(NOT_A_PASSKEY)
        .required(NOT_A_PASSKEY),
      authenticatorAttachment: yup.string().typeError(NOT_A_PASSKEY).max(40, NOT_A_PASSKEY),
      // No extension is asked for, so none is heard.
      clientExtensionResults: yup
        .object({})
        .transform(() => ({}))
        .default({}) as unknown as yup.ObjectSchema<Record<string, never>>,
    })
    .typeError(NOT_A_PASSKEY)
    .required(NOT_A_PASSKEY);

export const NAME_YOUR_PASSKEY = 'Please give this passkey a name, such as the device it is on';

/** The fields each engagement event has, all of them and no other (EngagementEvent). */
const ENGAGEMENT_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'optin|game': ['type', 'category', 'gameId'],
  'optin|event': ['type', 'category', 'eventId'],
  'spin wheel|': ['type', 'gameId', 'win'],
};

const engagementId = () =>
  yup
    .string()
    .typeError(NOT_AN_ENGAGEMENT_EVENT)
    .test(...sentAsText(NOT_AN_ENGAGEMENT_EVENT))
    .matches(ENGAGEMENT_ID_PATTERN, NOT_AN_ENGAGEMENT_EVENT)
    .optional();

/**
 * One customer_engagement event (spec section 7), strictly: the spec's two types, each with
 * exactly its own fields. A field it does not have is refused, not stripped, so nothing the app
 * does not send today (a uid, a name, free text) can reach the stored statistics. yup has no
 * union type, so the fields are checked one by one and the shape by the raw request's keys.
 */
const engagementEvent = () =>
  yup
    .object({
      type: yup
        .string()
        .typeError(NOT_AN_ENGAGEMENT_EVENT)
        .required(NOT_AN_ENGAGEMENT_EVENT)
        .oneOf(ENGAGEMENT_TYPES, NOT_AN_ENGAGEMENT_EVENT),
      category: yup
        .string()
        .typeError(NOT_AN_ENGAGEMENT_EVENT)
        .oneOf(['game', 'event'] as const, NOT_AN_ENGAGEMENT_EVENT)
        .optional(),
      gameId: engagementId(),
      eventId: engagementId(),
      win: yup.boolean().strict().typeError(NOT_AN_ENGAGEMENT_EVENT).optional(),
    })
    .test('one-engagement-event', NOT_AN_ENGAGEMENT_EVENT, function oneEngagementEvent() {
      const raw: unknown = this.originalValue;
      if (typeof raw !== 'object' || raw === null) return true;
      const { type, category } = raw as { type?: unknown; category?: unknown };
      const fields =
        ENGAGEMENT_EVENT_FIELDS[
          `${String(type)}|${category === undefined ? '' : String(category)}`
        ];
      const keys = Object.keys(raw);
      return (
        fields !== undefined &&
        keys.length === fields.length &&
        fields.every((field) => keys.includes(field))
      );
    })
    .meta({ refusal: NOT_AN_ENGAGEMENT_EVENT }) as unknown as yup.ObjectSchema<EngagementEvent>;

export const requestSchemas = {
  'members-registerAccount': yup.object({ values: registrationValues, location: location() }),
  'users-sendPasswordReset': yup.object({ email: email(), ...devLinkOptions }),
  'users-resendVerificationEmail': yup.object({ email: email(), ...devLinkOptions }),
  'users-createUser': yup.object({
    firstName: text('First name', NAME_MAX_LENGTH),
    lastName: text('Last name', NAME_MAX_LENGTH),
    dob: dateOfBirth(),
    email: email(),
    customerNumber: membershipNumber(),
    password: password(),
    ownerCode: ownerCode(),
    ...devLinkOptions,
  }),
  'users-setVerifiedEmail': nothing(),
  'members-linkMembership': yup.object({
    location: location(),
    membershipNumber: membershipNumber(),
    dob: dateOfBirth(),
    ownerCode: ownerCode(),
  }),
  'members-getMember': yup.object({ location: location() }),
  'members-updateProfile': yup.object({
    location: location(),
    crmId: idText('Member id'),
    values: profileChanges,
  }),
  'members-getVenue': yup.object({ venueId: venueId() }),
  'members-getRestaurant': yup.object({ venueId: venueId() }),
  'members-submitTicket': yup.object({
    values: supportTicketValues,
    idempotencyKey: yup
      .string()
      .typeError('A support ticket needs its key')
      .test(...sentAsText('A support ticket needs its key'))
      .required('A support ticket needs its key')
      .matches(SUPPORT_TICKET_KEY_PATTERN, 'A support ticket needs its key'),
  }),
  'benefits-getBenefits': yup.object({ tier: text('Tier', 50), venueId: venueId() }),
  'vouchers-getAllVouchers': yup.object({ location: location(), crmId: idText('Member id') }),
  'vouchers-generateQrCode': yup.object({ voucherId: idText('Voucher id') }),
  'promotions-getPromotions': yup.object({ venueId: venueId() }),
  'promotions-getGames': nothing(),
  'promotions-optInToEvent': yup.object({
    uri: idText('Event'),
    // Ignored by the backend (the member comes from the caller's login); kept for the wire shape.
    customerNumber: yup
      .string()
      .typeError('Membership number must be text')
      .test(...sentAsText('Membership number must be text'))
      .transform(trimmed)
      .max(MEMBERSHIP_NUMBER_MAX_LENGTH, MEMBERSHIP_NUMBER_RULE)
      .default(''),
    homeCasinoName: yup
      .string()
      .typeError('Casino name must be text')
      .test(...sentAsText('Casino name must be text'))
      .transform(trimmed)
      .max(200, 'Casino name must be at most 200 characters')
      .default(''),
  }),
  'promotions-spinTheWheel': yup.object({ location: location(), gameId: idText('Game id') }),
  'promotions-spinToWinPrizes': yup.object({ gameId: idText('Game id') }),
  // Our extension of the spec's table (issue 17): the pass is always the caller's own card.
  'wallet-getPassLinks': empty(),
  // Our extension: 'remove my card from other devices' is always about the caller's own card.
  'wallet-removeCardEverywhere': empty(),
  // Our extension (issue 26): the break is always the caller's own; only the period is heard.
  'members-takeBreak': yup.object({
    period: yup
      .string()
      .typeError(CHOOSE_A_BREAK)
      .required(CHOOSE_A_BREAK)
      .oneOf(BREAK_PERIODS, CHOOSE_A_BREAK),
  }),
  // Our extension (issue 26): always the caller's own data; a uid or number sent is refused.
  'members-downloadMyData': empty(),
  // Our extension (issue 26): always the caller's own login's deletion.
  'users-prepareDeletion': empty(),
  // Our extension (issue 29): always the caller's own history; a uid or number sent is refused.
  'members-getPointsActivity': empty(),
  // Our extension (issue 29): the place is always the caller's own; a number or uid is refused.
  'promotions-cancelRsvp': yup
    .object({ uri: idText('Event') })
    .test('names-only-the-event', NAMES_ONLY_THE_EVENT, function onlyTheEvent() {
      const raw: unknown = this.originalValue;
      return (
        typeof raw !== 'object' || raw === null || Object.keys(raw).every((key) => key === 'uri')
      );
    }),
  // Our extension (issue 27): passkeys.
  'passkeys-registrationOptions': empty(),
  'passkeys-verifyRegistration': yup.object({
    credential: passkeyCredential(),
    name: yup
      .string()
      .typeError(NAME_YOUR_PASSKEY)
      .test(...sentAsText(NAME_YOUR_PASSKEY))
      .transform(trimmed)
      .required(NAME_YOUR_PASSKEY)
      .max(
        PASSKEY_NAME_MAX_LENGTH,
        `A passkey's name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
      ),
  }),
  'passkeys-authenticationOptions': empty(),
  'passkeys-verifyAuthentication': yup.object({ credential: passkeyCredential() }),
  'passkeys-list': empty(),
  'passkeys-remove': yup.object({ id: base64url(1400).required(NOT_A_PASSKEY) }),
  // Our extension (issue 30): the desk.
  'desk-readCode': yup.object({ code: deskCode() }),
  'desk-redeem': yup.object({ code: deskCode() }),
  // Our extension: a usage event, only with the member's consent; nothing that names them.
  'analytics-recordEngagement': engagementEvent(),
} satisfies { [K in CallableName]: yup.Schema };

/** Compile-time tie, as for the answers (responses.ts): each parsed request is the declared one. */
type RequestsOffContract = {
  [K in CallableName]: yup.InferType<(typeof requestSchemas)[K]> extends CallableRequest<K>
    ? never
    : K;
}[CallableName];
const everyRequestSchemaMatchesItsType: [RequestsOffContract] extends [never]
  ? true
  : RequestsOffContract =
  // Stryker disable next-line BooleanLiteral: a compile-time check only; the value is discarded and tsc refuses false
  true;
void everyRequestSchemaMatchesItsType;

/**
 * Parses what a client sent to one callable. Throws CallableError('invalid-argument') carrying the
 * first problem in field order, worded for the member.
 */
export function parseRequest<K extends CallableName>(
  name: K,
  raw: unknown,
  now: Date = new Date(),
): CallableRequest<K> {
  const schema = requestSchemas[name];
  const context: RequestContext = { now };
  const body = asJson(raw ?? {});
  if (!isPlainRecord(body)) {
    throw new CallableError('invalid-argument', refusalOf(schema) ?? MISSING_INFORMATION);
  }
  try {
    return schema.validateSync(body, {
      abortEarly: false,
      stripUnknown: true,
      context,
    }) as CallableRequest<K>;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new CallableError('invalid-argument', error.errors[0] ?? MISSING_INFORMATION, {
        problems: error.errors,
      });
    }
    throw error;
  }
}

/** The refusal a schema names for a request it refuses whole (`empty`), if it names one. */
function refusalOf(schema: yup.Schema): string | undefined {
  const refusal: unknown = schema.meta()?.refusal;
  return typeof refusal === 'string' ? refusal : undefined;
}

/**
 * A request as JSON can carry it, with no field named like a member of Object.prototype:
 * '__proto__', 'constructor' or 'toString' (JSON.parse keeps them as own fields) make yup look
 * up the prototype's member as a schema, or call it as a method, and throw a TypeError. They are
 * never fields of the contract, so they are dropped. A null field is one not given (the Firebase
 * SDK sends undefined as null), so defaults apply and required fields say they are required.
 * Values JSON has no form for are left out (a symbol, a function) or become empty records (a Date,
 * a Map), which the schemas refuse as the wrong type.
 */
function asJson(value: unknown, depth = 0): unknown {
  if (['symbol', 'function', 'bigint'].includes(typeof value)) return undefined;
  if (typeof value !== 'object' || value === null) return value;
  // Bounded before anything walks it: one oversized list or record would cost seconds (item 9).
  if (depth > REQUEST_MAX_DEPTH) throw new CallableError('invalid-argument', REQUEST_TOO_LARGE);
  if (Array.isArray(value)) {
    if (value.length > REQUEST_LIST_MAX_LENGTH) {
      throw new CallableError('invalid-argument', REQUEST_TOO_LARGE);
    }
    return value.map((item) => asJson(item, depth + 1));
  }
  if (!isPlainRecord(value)) return {};
  // Listing the fields costs what parsing the JSON that held them did; walking them costs more.
  if (Object.keys(value).length > REQUEST_RECORD_MAX_FIELDS) {
    throw new CallableError('invalid-argument', REQUEST_TOO_LARGE);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const json = field === null ? undefined : asJson(field, depth + 1);
    if (
      !(key in Object.prototype) &&
      // Stryker disable next-line ConditionalExpression: yup reads a field set to undefined as one not given, and leaves it out of what it returns
      json !== undefined
    ) {
      copy[key] = json;
    }
  }
  return copy;
}
