/**
 * The building blocks of the request schemas that several callable groups share (each group's
 * schemas are <group>/requests.ts; requests.ts puts them together and parses). Like every
 * request module, nothing the app imports may live here (requests.ts says why).
 */
import * as yup from 'yup';
import { isCalendarDate } from './formats';
import { londonDayKey } from '../rules/calendar';
import {
  EARLIEST_BIRTH_YEAR,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MEMBERSHIP_NUMBER_MAX_LENGTH,
  MEMBERSHIP_NUMBER_MIN_LENGTH,
  MEMBERSHIP_NUMBER_PATTERN,
} from '../rules/limits';

export const MISSING_INFORMATION = 'Please provide all the required information';
export const MEMBERSHIP_NUMBER_RULE = `Membership number must be ${MEMBERSHIP_NUMBER_MIN_LENGTH} to ${MEMBERSHIP_NUMBER_MAX_LENGTH} digits`;
const COUNTRY = /^[a-z]{2}$/;

/** The refusal of a request that must carry nothing (wallet-getPassLinks), whatever it carried. */
export const TAKES_NO_FIELDS = 'This request takes no fields.';

/** What the request schemas are validated against; the handlers pass the backend clock's now. */
export interface RequestContext {
  now: Date;
}

/** yup's trim() and lowercase() call string methods on anything; these leave non-text to typeError. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const lowerCased = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

export function todayOf(context: unknown): string {
  const now = (context as Partial<RequestContext> | undefined)?.now;
  return londonDayKey(now instanceof Date ? now : new Date());
}

/**
 * yup turns a number or boolean into text before typeError sees it; an id sent as 100104
 * rather than '100104' is a malformed request, not a lookup to refuse later.
 */
export const sentAsText = (message: string) =>
  [
    'sent-as-text',
    message,
    (_value: unknown, context: yup.TestContext) =>
      context.originalValue === undefined ||
      context.originalValue === null ||
      typeof context.originalValue === 'string',
  ] as const;

export const text = (label: string, max = 100) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .test(...sentAsText(`${label} must be text`))
    .transform(trimmed)
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const email = () =>
  yup
    .string()
    .typeError('Please enter a valid email address')
    .test(...sentAsText('Please enter a valid email address'))
    .transform(trimmed)
    .transform(lowerCased)
    .required('Email is required')
    .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
    .matches(EMAIL_PATTERN, 'Please enter a valid email address');

export const dateOfBirth = () =>
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

export const membershipNumber = () =>
  yup
    .string()
    .typeError(MEMBERSHIP_NUMBER_RULE)
    .test(...sentAsText(MEMBERSHIP_NUMBER_RULE))
    .transform(trimmed)
    .required('Membership number is required')
    .matches(MEMBERSHIP_NUMBER_PATTERN, MEMBERSHIP_NUMBER_RULE);

export const OWNER_CODE_RULE = 'The code is the 6 digits in the email we sent';

/** The optional code mailed to a membership's email on record (OwnerCodeOption). */
export const ownerCode = () =>
  yup
    .string()
    .typeError(OWNER_CODE_RULE)
    .test(...sentAsText(OWNER_CODE_RULE))
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
    .optional()
    .matches(/^\d{6}$/, OWNER_CODE_RULE);

export const location = () =>
  yup
    .string()
    .typeError('Location must be a two-letter country code')
    .transform(trimmed)
    .transform(lowerCased)
    .default('gb')
    .matches(COUNTRY, 'Location must be a two-letter country code');

export const venueId = () =>
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

export const idText = (label: string) => text(label, 200);
export const nothing = () => yup.object({});

/**
 * A request that must be empty: a field (another member's number, say) is refused rather than
 * stripped, so a caller cannot believe it was heard. strict(): yup's stripUnknown would otherwise
 * drop the field before noUnknown saw it. parseRequest refuses a body that is no record (a list, a
 * text, a number) with the schema's `refusal` too.
 */
export const empty = () =>
  yup.object({}).strict().noUnknown(TAKES_NO_FIELDS).meta({ refusal: TAKES_NO_FIELDS });
