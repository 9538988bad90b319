/**
 * The members-* callables' requests: joining, linking a membership, the member's record and
 * profile, their casino, a support ticket, a break, their data and points.
 */
import * as yup from 'yup';
import { GENDERS } from '../callables';
import { ageOn, isCalendarDate } from '../formats';
import {
  dateOfBirth,
  email,
  empty,
  idText,
  location,
  MEMBERSHIP_NUMBER_RULE,
  membershipNumber,
  MISSING_INFORMATION,
  ownerCode,
  sentAsText,
  text,
  todayOf,
  trimmed,
  venueId,
} from '../requestFields';
import { BREAK_PERIODS } from '../../rules/breaks';
import { INTERESTS, SUPPORT_TOPICS, TITLES } from '../../rules/options';
import {
  MEMBERSHIP_NUMBER_PATTERN,
  MINIMUM_AGE_YEARS,
  NAME_MAX_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_TICKET_KEY_PATTERN,
} from '../../rules/limits';

const PHONE = /^\+?[0-9 ()-]+$/;
/** 15 digits (E.164's most) with a separator between each and a leading '+' fit in 32. */
const PHONE_MAX_LENGTH = 32;

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

/** members-updateProfile: a marketing channel other than the four, or a field that is none. */
export const MARKETING_CHANNELS_ONLY =
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
    // The four channels only; the app sends no push or in-app marketing (DECISIONS.md "Safer
    // gambling: marketing consent per channel").
    // The raw request: parseRequest strips unknown keys before a noUnknown would see them.
    .test('four-channels', MARKETING_CHANNELS_ONLY, function fourChannels() {
      const raw: unknown = this.originalValue;
      return (
        typeof raw !== 'object' ||
        // Stryker disable next-line ConditionalExpression: parseRequest reads a null field as one not given, and the schema, not nullable, refuses null before its tests run; this check narrows the type
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

const CHOOSE_A_BREAK =
  'Please choose how long your break lasts: 24 hours, 7 days, 30 days or 6 weeks';

export const membersRequests = {
  'members-registerAccount': yup.object({ values: registrationValues, location: location() }),
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
  // Our extension: the break is always the caller's own; only the period is heard.
  'members-takeBreak': yup.object({
    period: yup
      .string()
      .typeError(CHOOSE_A_BREAK)
      .required(CHOOSE_A_BREAK)
      .oneOf(BREAK_PERIODS, CHOOSE_A_BREAK),
  }),
  // Our extension: always the caller's own data; a uid or number sent is refused.
  'members-downloadMyData': empty(),
  // Our extension: always the caller's own history; a uid or number sent is refused.
  'members-getPointsActivity': empty(),
};
