/**
 * yup schemas for every callable's request and response (spec section 7 and our extension,
 * wallet-getPassLinks: callables.ts).
 *
 * Requests are parsed leniently (strings trimmed, emails lower-cased, unknown fields stripped) and
 * answer 'invalid-argument' with a message a member can act on. Responses are checked strictly
 * (no type coercion: a numeric string is not a number) and unknown fields are stripped, so the
 * app never sees a shape it was not written for.
 */
import * as yup from 'yup';
import {
  GENDERS,
  POINTS_MOVEMENT_KINDS,
  type PasskeyOptions,
  type CallableName,
  type DeskReading,
  type DeskRestriction,
  type CallableRequest,
  type CallableResponse,
  type PersonalData,
} from './callables';
import { CallableError } from './errors';
import { ageOn, isCalendarDate, isIsoInstant } from './formats';
import { BREAK_PERIODS } from '../rules/breaks';
import { DELETION_REFERENCE_PATTERN } from '../rules/deletion';
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

export type { CallableName, CallableRequest, CallableResponse } from './callables';

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
} satisfies { [K in CallableName]: yup.Schema };

/** Plain JSON (text, finite numbers, true/false, null, lists and records of them) as a record. */
function isJsonRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && isJson(value);
}

function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isJson);
}

/** Compile-time tie, as for the responses below: each parsed request is the declared request. */
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

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (
    typeof value !== 'object' ||
    // Stryker disable next-line ConditionalExpression: no caller passes null (asJson and isJsonData answer it first, parseRequest's body is never null)
    value === null ||
    Array.isArray(value)
  ) {
    return false;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
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

// ---- responses: strict types, unknown fields stripped ----

const str = () => yup.string().defined();
const nonEmpty = () => yup.string().required();
// yup's number() takes Infinity; no count or balance a view shows can be infinite.
const num = () =>
  yup
    .number()
    .required()
    .test('finite', '${path} must be a finite number', (value) => Number.isFinite(value));
const int = () => yup.number().required().integer();
const flag = () => yup.boolean().required();
const yes = () => yup.boolean().required().isTrue('${path} must be true');
const instant = () =>
  yup.string().required().test('iso-instant', '${path} must be an ISO 8601 instant', isIsoInstant);
const calendarDate = () =>
  yup
    .string()
    .required()
    .test('calendar-date', '${path} must be a yyyy-MM-dd date', isCalendarDate);
const list = <T extends yup.Schema>(item: T) => yup.array().of(item).defined();
const shape = <T extends yup.ObjectShape>(fields: T) => yup.object(fields).required();
const success = () => shape({ success: yes() });

/**
 * A union told apart by a field (the desk's `kind`, issue 30): yup has no such type, so the value
 * is checked strictly by the shape `shapeOf` picks, and cast by it (unknown fields stripped).
 */
function oneOfShapes<T>(shapeOf: (value: unknown) => yup.Schema | undefined, message: string) {
  return yup
    .mixed<NonNullable<T>>()
    .transform(
      (value: unknown) =>
        shapeOf(value)?.cast(value, { stripUnknown: true, assert: false }) ?? value,
    )
    .test('one-of-shapes', message, function oneOf(value) {
      if (value === undefined || value === null) return true;
      const schema = shapeOf(value);
      if (!schema) return this.createError({ message });
      try {
        schema.validateSync(value, { strict: true, abortEarly: false });
        return true;
      } catch (error) {
        const problems = error instanceof yup.ValidationError ? error.errors.join('; ') : message;
        return this.createError({ message: `${this.path}: ${problems}` });
      }
    });
}

/** An https address; anything else (javascript:, http:, no URL) is never put behind a button. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** https, or http on this machine's loopback (a demo world's sample pass on a dev server). */
const isHttpsUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
};
const httpsUrl = (field: string) =>
  yup
    .string()
    .typeError(`${field} is not an https URL`)
    .required(`${field} is not an https URL`)
    .test('https-url', `${field} is not an https URL`, isHttpsUrl);

const WALLET_LINKS_REQUIRED = 'apple and google are required';
const APPLE_LINK = 'apple is not { url, expiresAt }';
const GOOGLE_LINK = 'google is not { url }';

/**
 * wallet-getPassLinks (issue 17): both wallets named, each null (no keys for it) or an https link;
 * Apple's short-lived link says when it expires. The problems read as the wallet's own words.
 */
const walletPassLinksSchema = yup
  .object({
    apple: yup
      .object({
        url: httpsUrl('apple.url'),
        expiresAt: yup
          .string()
          .typeError(APPLE_LINK)
          .required(APPLE_LINK)
          .test('iso-instant', APPLE_LINK, isIsoInstant),
      })
      .typeError(APPLE_LINK)
      .nullable()
      .defined(WALLET_LINKS_REQUIRED),
    google: yup
      .object({ url: httpsUrl('google.url') })
      .typeError(GOOGLE_LINK)
      .nullable()
      .defined(WALLET_LINKS_REQUIRED),
    // Our extension (issue 29): sample passes of a demo world; absent in production.
    sample: yup.boolean().oneOf([true], 'sample is true or absent').optional(),
  })
  .typeError(WALLET_LINKS_REQUIRED)
  .required(WALLET_LINKS_REQUIRED);

export const memberDataSchema = shape({
  id: nonEmpty(),
  customer_number: nonEmpty(),
  first_name: str(),
  last_name: str(),
  email: str(),
  phone_mobile: str(),
  suspended: flag(),
  membership_type_id: int(),
  membership_type_Name: str(),
  home_casino: int(),
  tierPoints: num(),
  rewardPoints: num(),
  loyalty_points: num(),
  loyalty_points_end_date: calendarDate(),
  interests: list(yup.string().required().oneOf(INTERESTS)),
  communications: shape({ email: flag(), sms: flag(), phone: flag(), post: flag() }),
  // Our extension (issue 26): the break's end while one runs, self-exclusion, no marketing.
  breakEndsAt: yup
    .string()
    .nullable()
    .defined()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant or null',
      (value) => value === null || isIsoInstant(value),
    ),
  selfExcluded: flag(),
  contactable: flag(),
  consentHistory: list(
    shape({
      channel: yup
        .string()
        .required()
        .oneOf(['email', 'sms', 'phone', 'post'] as const),
      given: flag(),
      at: yup
        .string()
        .required()
        .test('iso-instant', '${path} must be an ISO 8601 instant', (value) => isIsoInstant(value)),
      how: yup
        .string()
        .required()
        .oneOf(['registration', 'settings', 'stop-all'] as const),
    }),
  ),
});

/** members-getPointsActivity (our extension, issue 29). */
const pointsActivitySchema = shape({
  movements: list(
    shape({
      at: instant(),
      kind: yup.string().required().oneOf(POINTS_MOVEMENT_KINDS),
      points: int(),
      description: str(),
    }),
  ),
  expiries: list(shape({ on: calendarDate(), points: int().min(0) })),
});

const venueSchema = shape({
  id: int(),
  pagetitle: str(),
  logo: str(),
  uri: str(),
  RulesOfCasino: str(),
  restaurantUri: str(),
  address: str(),
  phone: str(),
  openingHours: str(),
  image: yup.string().optional(),
});

const restaurantSchema = shape({
  venueId: int(),
  name: str(),
  description: str(),
  openingHours: list(shape({ days: str(), hours: str() })),
  menuLinks: list(shape({ label: str(), url: str() })),
  bookingUrl: str(),
  image: str(),
});

const gameSchema = shape({
  id: nonEmpty(),
  name: str(),
  description: str(),
  GameStart: instant(),
  GameEnd: instant(),
  OptinStart: instant(),
  OptinEnd: instant(),
});

const eventSchema = shape({
  id: nonEmpty(),
  uri: nonEmpty(),
  title: str(),
  summary: str(),
  description: str(),
  image: str(),
  startsAt: instant(),
  endsAt: instant(),
  venueId: int(),
  isSpotlight: flag(),
  isRsvp: flag(),
});

const voucherSchema = shape({
  id: nonEmpty(),
  title: str(),
  description: str(),
  terms: str(),
  image: str(),
  expiresOn: calendarDate(),
  group: yup
    .string()
    .required()
    .oneOf(['mine', 'other'] as const),
  redeemable: flag(),
  // Our extension (issue 30): null unless redeemed; an answer without it reads as not redeemed.
  redeemed: yup.object({ at: instant(), venueName: nonEmpty() }).nullable().default(null),
});

const benefitsSchema = shape({
  tier: str(),
  venueId: int(),
  title: str(),
  intro: str(),
  items: list(shape({ title: str(), description: str(), fromTier: yup.string().optional() })),
});

/**
 * WebAuthn options (issue 27) as @simplewebauthn/server makes them: the fields the browser's
 * navigator.credentials call takes, unknown ones stripped like every answer's.
 */
const optionalText = () => yup.string().optional();
const credentialDescriptors = () =>
  yup
    .array()
    .of(
      shape({
        id: nonEmpty(),
        type: nonEmpty(),
        transports: yup.array().of(nonEmpty()).optional(),
      }),
    )
    .optional();
const registrationOptionsSchema = shape({
  challenge: nonEmpty(),
  rp: shape({ id: optionalText(), name: nonEmpty() }),
  user: shape({ id: nonEmpty(), name: nonEmpty(), displayName: str() }),
  pubKeyCredParams: list(shape({ alg: int(), type: nonEmpty() })),
  timeout: yup.number().optional(),
  attestation: optionalText(),
  excludeCredentials: credentialDescriptors(),
  authenticatorSelection: yup
    .object({
      authenticatorAttachment: optionalText(),
      requireResidentKey: yup.boolean().optional(),
      residentKey: optionalText(),
      userVerification: optionalText(),
    })
    .optional()
    .default(undefined),
  hints: yup.array().of(nonEmpty()).optional(),
}) as unknown as yup.Schema<PasskeyOptions>;
const authenticationOptionsSchema = shape({
  challenge: nonEmpty(),
  rpId: optionalText(),
  timeout: yup.number().optional(),
  userVerification: optionalText(),
  allowCredentials: credentialDescriptors(),
  hints: yup.array().of(nonEmpty()).optional(),
}) as unknown as yup.Schema<PasskeyOptions>;

const passkeySummarySchema = shape({
  id: nonEmpty(),
  name: nonEmpty(),
  createdAt: instant(),
  lastUsedAt: yup
    .string()
    .defined()
    .nullable()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant',
      (v) => v === null || isIsoInstant(v),
    ),
});

/** The desk (issue 30). */
const deskRedemptionSchema = shape({ at: instant(), venueId: int(), venueName: nonEmpty() });

const breakRestrictionSchema = shape({
  kind: yup
    .string()
    .required()
    .oneOf(['break'] as const),
  until: instant(),
});
const excludedRestrictionSchema = shape({
  kind: yup
    .string()
    .required()
    .oneOf(['excluded'] as const),
});
const restrictionShapeOf = (value: unknown) => {
  const kind = isPlainRecord(value) ? value.kind : undefined;
  if (kind === 'break') return breakRestrictionSchema;
  return kind === 'excluded' ? excludedRestrictionSchema : undefined;
};
const deskRestrictionSchema = oneOfShapes<DeskRestriction>(
  restrictionShapeOf,
  '${path} must be null, a break with its end, or an exclusion',
).nullable();

const deskMemberSchema = shape({
  name: nonEmpty(),
  tier: str(),
  customerNumber: nonEmpty(),
  venueName: str(),
  restriction: deskRestrictionSchema,
});

const voucherReadingSchema = shape({
  kind: yup
    .string()
    .required()
    .oneOf(['voucher'] as const),
  member: deskMemberSchema,
  voucher: shape({ id: nonEmpty(), title: str(), terms: str(), expiresOn: calendarDate() }),
  codeExpiresAt: instant(),
  state: yup
    .string()
    .required()
    .oneOf(['ready', 'redeemed', 'refused'] as const),
  redemption: deskRedemptionSchema.nullable().defined(),
  refusal: yup.string().nullable().defined(),
});
const cardReadingSchema = shape({
  kind: yup
    .string()
    .required()
    .oneOf(['card'] as const),
  member: deskMemberSchema,
  vouchers: list(shape({ id: nonEmpty(), title: str(), expiresOn: calendarDate() })),
});
const readingShapeOf = (value: unknown) => {
  const kind = isPlainRecord(value) ? value.kind : undefined;
  if (kind === 'voucher') return voucherReadingSchema;
  return kind === 'card' ? cardReadingSchema : undefined;
};
const deskReadingSchema = oneOfShapes<DeskReading>(
  readingShapeOf,
  "${path} must be a voucher's or a card's reading",
).required();

export const responseSchemas = {
  'members-registerAccount': shape({
    data: shape({ success: yes(), customerNumber: nonEmpty() }),
  }),
  'users-sendPasswordReset': success(),
  'users-resendVerificationEmail': yup
    .object({ isVerified: yup.boolean().isTrue(), success: yup.boolean().isTrue() })
    .required()
    .test(
      'verified-or-sent',
      '${path} must carry isVerified: true or success: true',
      (value) => value?.isVerified === true || value?.success === true,
      // yup infers no union: the test lets through only the contract's two answers, so say so.
    ) as yup.Schema<CallableResponse<'users-resendVerificationEmail'>>,
  'users-createUser': success(),
  'users-setVerifiedEmail': success(),
  'members-linkMembership': success(),
  'members-getMember': shape({ success: yes(), result: memberDataSchema }),
  'members-updateProfile': shape({ success: yes(), result: memberDataSchema }),
  'members-getVenue': venueSchema,
  'members-getRestaurant': restaurantSchema,
  'members-submitTicket': shape({ success: yes(), ticketId: nonEmpty() }),
  'benefits-getBenefits': benefitsSchema,
  'vouchers-getAllVouchers': shape({ records: list(voucherSchema) }),
  'vouchers-generateQrCode': shape({
    base64Png: nonEmpty().matches(/^[A-Za-z0-9+/]+={0,2}$/, '${path} must be base64'),
    expiresAt: instant(),
  }),
  'promotions-getPromotions': shape({
    events: list(eventSchema.shape({ isOnList: flag() })),
  }),
  'promotions-getGames': shape({ success: yes(), meta: list(gameSchema), serverTime: instant() }),
  'promotions-optInToEvent': shape({ success: yes(), message: yup.string().optional() }),
  'promotions-spinTheWheel': shape({ success: yes(), prize: int().min(0) }),
  'promotions-spinToWinPrizes': shape({
    success: yes(),
    prizes: list(shape({ name: str(), win: flag() })),
  }),
  // Our extension of the spec's table (issue 17).
  'wallet-getPassLinks': walletPassLinksSchema,
  'wallet-removeCardEverywhere': shape({ success: yes(), removed: int().min(0) }),
  // Our extension (issue 26).
  'members-takeBreak': shape({ success: yes(), result: memberDataSchema }),
  // Our extension (issue 26): the copy is saved as it came, so only its frame is checked here.
  'members-downloadMyData': shape({
    success: yes(),
    exportedAt: instant(),
    data: yup
      .mixed<PersonalData>()
      .required()
      .test(
        'personal-data',
        '${path} must be JSON data holding the member record',
        (value) => isJsonRecord(value) && isJsonRecord(value.member),
      ),
  }),
  'users-prepareDeletion': shape({
    success: yes(),
    reference: nonEmpty().matches(
      DELETION_REFERENCE_PATTERN,
      '${path} must be DEL- and 8 letters or digits',
    ),
  }),
  // Our extension (issue 29).
  'members-getPointsActivity': shape({ success: yes(), result: pointsActivitySchema }),
  // Our extension (issue 29).
  'promotions-cancelRsvp': shape({ success: yes(), cancelled: flag() }),
  // Our extension (issue 27): passkeys.
  'passkeys-registrationOptions': registrationOptionsSchema,
  'passkeys-verifyRegistration': shape({ success: yes(), passkey: passkeySummarySchema }),
  'passkeys-authenticationOptions': authenticationOptionsSchema,
  'passkeys-verifyAuthentication': shape({ success: yes(), customToken: nonEmpty() }),
  'passkeys-list': shape({ passkeys: list(passkeySummarySchema) }),
  'passkeys-remove': success(),
  // Our extension (issue 30): the desk.
  'desk-readCode': deskReadingSchema,
  'desk-redeem': shape({ success: yes(), redemption: deskRedemptionSchema }),
} satisfies { [K in CallableName]: yup.Schema };

/**
 * Compile-time tie between the schemas and the contract types: what each response schema lets
 * through must be the callable's declared answer, so a schema that drops or retypes a field the
 * contract declares does not compile (the error names the callable).
 */
type ResponsesOffContract = {
  [K in CallableName]: yup.InferType<(typeof responseSchemas)[K]> extends CallableResponse<K>
    ? never
    : K;
}[CallableName];
const everyResponseSchemaMatchesItsType: [ResponsesOffContract] extends [never]
  ? true
  : ResponsesOffContract =
  // Stryker disable next-line BooleanLiteral: a compile-time check only; the value is discarded and tsc refuses false
  true;
void everyResponseSchemaMatchesItsType;

export type ParsedResponse<K extends CallableName> =
  { ok: true; value: CallableResponse<K> } | { ok: false; problem: string };

/** Checks what a callable answered. Never throws: a malformed answer is a problem to report. */
export function parseResponse<K extends CallableName>(name: K, raw: unknown): ParsedResponse<K> {
  try {
    const schema = responseSchemas[name] as yup.Schema | undefined;
    if (!schema) return { ok: false, problem: `${String(name)} is not a known callable` };
    if (!isJsonData(raw)) {
      return { ok: false, problem: `${String(name)} answered something JSON cannot carry` };
    }
    schema.validateSync(raw, { strict: true, abortEarly: false });
    const value = schema.cast(raw, { stripUnknown: true, assert: false }) as CallableResponse<K>;
    return { ok: true, value };
  } catch (error) {
    const details =
      error instanceof yup.ValidationError ? error.errors.join('; ') : describeUnexpected(error);
    return { ok: false, problem: `${String(name)} answered an unexpected shape: ${details}` };
  }
}

/**
 * True for what a JSON answer can hold: null, booleans, numbers, strings, arrays and plain records
 * of them. yup takes a function for an object without checking its fields, so a value that no
 * wire could carry is refused before the schemas see it.
 */
function isJsonData(value: unknown): boolean {
  if (value === null || ['boolean', 'number', 'string'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJsonData);
  return isPlainRecord(value) && Object.values(value).every(isJsonData);
}

function describeUnexpected(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
