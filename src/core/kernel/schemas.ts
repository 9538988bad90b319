import {
  INTERESTS,
  NAME_MAX_LENGTH,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_TOPICS,
  TITLES,
} from '@met/scheme';
import {
  array,
  boolean,
  object,
  ObjectSchema,
  string,
  ValidationError,
  type AnySchema,
  type InferType,
} from 'yup';
import { COMMUNICATION_CHANNELS, GENDERS } from './formOptions';
import { messages } from './messages';
import type { PasswordEstimator } from './password';
import {
  choiceField,
  confirmPasswordField,
  currentPasswordField,
  dateOfBirthField,
  emailField,
  membershipNumberField,
  mustBeTicked,
  newPasswordField,
  optionalMembershipNumberField,
  requiredText,
  ukMobileField,
} from './schemaFields';

/**
 * One yup schema per form. Schemas that depend on today's date or on the password estimator are
 * factories taking them, so validation stays pure and testable.
 */

const text = messages.validation;
const labels = messages.fieldLabels;

/** /login */
export const loginSchema = object({
  email: emailField(),
  password: currentPasswordField(),
});

/** /forgotten-password */
export const forgottenPasswordSchema = object({
  email: emailField(),
});

/** /reset-password. `userInputs`: see passwordUserInputs (empty when nothing is known). */
export function makeResetPasswordSchema(estimator: PasswordEstimator, userInputs: string[]) {
  return object({
    password: newPasswordField(estimator, userInputs, labels.newPassword),
    confirmPassword: confirmPasswordField('password'),
  });
}

/** /account/create: the details must match the membership (checked by the server). */
export function makeCreateLoginSchema(now: Date) {
  return object({
    firstName: requiredText(labels.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(labels.lastName, NAME_MAX_LENGTH),
    dob: dateOfBirthField(now),
    email: emailField(),
    customerNumber: optionalMembershipNumberField(labels.customerNumber),
  });
}

/** /account/password, with the member's name and email as the estimator's user inputs. */
export function makeCreatePasswordSchema(estimator: PasswordEstimator, userInputs: string[]) {
  return object({
    password: newPasswordField(estimator, userInputs, labels.password),
    confirmPassword: confirmPasswordField('password'),
  });
}

/** /account/register (join the rewards scheme). */
export function makeRegisterSchema(now: Date) {
  return object({
    title: choiceField(TITLES, text.required(labels.title), text.chooseFromList(labels.title)),
    firstName: requiredText(labels.firstName, NAME_MAX_LENGTH),
    lastName: requiredText(labels.lastName, NAME_MAX_LENGTH),
    gender: choiceField(GENDERS, text.selectGender, text.selectGender),
    dob: dateOfBirthField(now, { adult: true }),
    email: emailField(),
    mobilePhone: ukMobileField(),
    over18: mustBeTicked(text.confirmOver18),
    termsAccepted: mustBeTicked(text.acceptTerms),
    // Marketing needs a clear yes (UK PECR): anything but a tick is read as no.
    marketingOptIn: boolean()
      .transform((_value: unknown, original: unknown) => original === true)
      .default(false),
  });
}

/** /account/link */
export function makeLinkMembershipSchema(now: Date) {
  return object({
    membershipNumber: membershipNumberField(labels.membershipNumber),
    dob: dateOfBirthField(now),
  });
}

/** /account/support (spec-decisions 16). */
export const supportTicketSchema = object({
  name: requiredText(labels.name, SUPPORT_NAME_MAX_LENGTH),
  email: emailField(),
  membershipNumber: optionalMembershipNumberField(labels.membershipNumber),
  topic: choiceField(
    SUPPORT_TOPICS,
    text.required(labels.topic),
    text.chooseFromList(labels.topic),
  ),
  message: requiredText(labels.message, SUPPORT_MESSAGE_MAX_LENGTH),
});

/** /profile */
export const profileSchema = object({
  mobilePhone: ukMobileField(),
});

/** Chips of a fixed list: none chosen is an empty list; anything off the list gets `message`. */
function choiceList<T extends string>(options: readonly T[], message: string) {
  const choice = string<T>()
    .typeError(message)
    .transform((value: unknown) => (value === null ? undefined : value))
    .defined(message)
    .oneOf(options, message);
  return array(choice)
    .typeError(message)
    .transform((value: unknown) => (value === null ? undefined : value))
    .defined()
    .default([]);
}

/** /settings/interests (spec-decisions 20). */
export const interestsSchema = object({
  interests: choiceList(INTERESTS, text.chooseFromList('valid interest')),
});

/** /settings/communications (spec-decisions 20). */
export const communicationsSchema = object({
  channels: choiceList(COMMUNICATION_CHANNELS, text.chooseFromList('valid contact channel')),
});

/** /settings/delete (spec-decisions 21). */
export const deleteAccountSchema = object({
  password: currentPasswordField(),
  confirmed: mustBeTicked(text.confirmDelete),
});

export type CreateLoginValues = InferType<ReturnType<typeof makeCreateLoginSchema>>;
export type SupportTicketValues = InferType<typeof supportTicketSchema>;

/** yup reports '' as 'required' and undefined as 'optionality'; tick boxes use 'required' too. */
const MISSING_VALUE_TYPES: readonly string[] = ['required', 'optionality'];

export type FormResult<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string>; summary: string };

/**
 * A field holds text, a tick or a list of choices, never an object: one stands in as an empty
 * object, which yup refuses as the wrong type without calling its own (maybe broken) toString.
 */
function fieldValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fieldValue);
  return typeof value === 'object' && value !== null ? {} : value;
}

/**
 * The fields of the form found in `values`. Anything that is not a record (null, a string...) has
 * no field filled in; keys the form does not have are not read, since a stray '__proto__' or
 * 'constructor' key makes yup throw instead of answering.
 */
function formFields(schema: AnySchema, values: unknown): Record<string, unknown> {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {};
  const record = values as Record<string, unknown>;
  const keys = schema instanceof ObjectSchema ? Object.keys(schema.fields) : Object.keys(record);
  return Object.fromEntries(
    keys.filter((key) => Object.hasOwn(record, key)).map((key) => [key, fieldValue(record[key])]),
  );
}

/**
 * Validates a form and never throws. fieldErrors holds the first message per field. The summary
 * is 'Please provide all the required information' when every problem is an empty required field,
 * else 'Please complete the errors highlighted in red'.
 */
export function validateForm<S extends AnySchema>(
  schema: S,
  values: unknown,
): FormResult<InferType<S>> {
  try {
    return {
      ok: true,
      value: schema.validateSync(formFields(schema, values), { abortEarly: false }) as InferType<S>,
    };
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      return { ok: false, fieldErrors: {}, summary: messages.errors.generic };
    }
    const problems = error.inner.length > 0 ? error.inner : [error];
    const fieldErrors: Record<string, string> = {};
    for (const problem of problems) {
      const field = problem.path ?? '';
      fieldErrors[field] ??= problem.message;
    }
    const onlyMissing = problems.every((problem) =>
      // Stryker disable next-line StringLiteral: a problem with no type is not a missing value, and neither '' nor any other made-up type is on the list
      MISSING_VALUE_TYPES.includes(problem.type ?? ''),
    );
    return {
      ok: false,
      fieldErrors,
      summary: onlyMissing ? text.requiredInformation : text.completeHighlighted,
    };
  }
}
