/**
 * yup schemas for every callable's response (spec section 7 and our extension,
 * wallet-getPassLinks: callables.ts), and parseResponse, which the app's ports call.
 *
 * Responses are checked strictly (no type coercion: a numeric string is not a number) and unknown
 * fields are stripped, so the app never sees a shape it was not written for. The requests' schemas
 * are requests.ts, kept apart so the app's bundle carries none of them (issue 25).
 */
import * as yup from 'yup';
import {
  POINTS_MOVEMENT_KINDS,
  type PasskeyOptions,
  type CallableName,
  type DeskReading,
  type DeskRestriction,
  type CallableResponse,
  type PersonalData,
} from './callables';
import { isCalendarDate, isIsoInstant } from './formats';
import { isPlainRecord } from './plainRecord';
import { DELETION_REFERENCE_PATTERN } from '../rules/deletion';
import { INTERESTS } from '../rules/options';

export type { CallableName, CallableRequest, CallableResponse } from './callables';

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
/** MailHeldBack: both instants or neither, on a mail request's answer. */
const mailHeldBack = () => ({
  lastSentAt: yup
    .string()
    .optional()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant',
      (v) => v === undefined || isIsoInstant(v),
    ),
  nextSendAt: yup
    .string()
    .optional()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant',
      (v) => v === undefined || isIsoInstant(v),
    ),
});

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
  'users-sendPasswordReset': shape({ success: yes(), ...mailHeldBack() }),
  'users-resendVerificationEmail': yup
    .object({
      isVerified: yup.boolean().isTrue(),
      success: yup.boolean().isTrue(),
      ...mailHeldBack(),
    })
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
  // Our extension: a usage event recorded.
  'analytics-recordEngagement': success(),
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
