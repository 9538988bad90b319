import {
  array,
  boolean,
  object,
  string,
  ValidationError,
  type AnySchema,
  type InferType,
} from 'yup';
import { SUPPORT_MESSAGE_MAX_LENGTH } from './constants';
import { COMMUNICATION_CHANNELS, GENDERS, INTERESTS, SUPPORT_TOPICS, TITLES } from './formOptions';
import { messages } from './messages';
import type { PasswordEstimator } from './password';
import {
  NAME_MAX_LENGTH,
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
export const SUPPORT_NAME_MAX_LENGTH = 100;

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
    dob: dateOfBirthField(now, { adult: false }),
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
    marketingOptIn: boolean().default(false),
  });
}

/** /account/link */
export function makeLinkMembershipSchema(now: Date) {
  return object({
    membershipNumber: membershipNumberField(labels.membershipNumber),
    dob: dateOfBirthField(now, { adult: false }),
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

/** /settings/interests (spec-decisions 20). */
export const interestsSchema = object({
  interests: array(string().oneOf(INTERESTS).defined()).defined().default([]),
});

/** /settings/communications (spec-decisions 20). */
export const communicationsSchema = object({
  channels: array(string().oneOf(COMMUNICATION_CHANNELS).defined()).defined().default([]),
});

/** /settings/delete (spec-decisions 21). */
export const deleteAccountSchema = object({
  password: currentPasswordField(),
  confirmed: mustBeTicked(text.confirmDelete),
});

export type LoginValues = InferType<typeof loginSchema>;
export type ForgottenPasswordValues = InferType<typeof forgottenPasswordSchema>;
export type ResetPasswordValues = InferType<ReturnType<typeof makeResetPasswordSchema>>;
export type CreateLoginValues = InferType<ReturnType<typeof makeCreateLoginSchema>>;
export type CreatePasswordValues = InferType<ReturnType<typeof makeCreatePasswordSchema>>;
export type RegisterValues = InferType<ReturnType<typeof makeRegisterSchema>>;
export type LinkMembershipValues = InferType<ReturnType<typeof makeLinkMembershipSchema>>;
export type SupportTicketValues = InferType<typeof supportTicketSchema>;
export type ProfileValues = InferType<typeof profileSchema>;
export type InterestsValues = InferType<typeof interestsSchema>;
export type CommunicationsValues = InferType<typeof communicationsSchema>;
export type DeleteAccountValues = InferType<typeof deleteAccountSchema>;

/** yup reports '' as 'required' and undefined as 'optionality'; tick boxes use 'required' too. */
const MISSING_VALUE_TYPES: readonly string[] = ['required', 'optionality'];

export type FormResult<T> =
  { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string>; summary: string };

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
    return { ok: true, value: schema.validateSync(values, { abortEarly: false }) as InferType<S> };
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
      MISSING_VALUE_TYPES.includes(problem.type ?? ''),
    );
    return {
      ok: false,
      fieldErrors,
      summary: onlyMissing ? text.requiredInformation : text.completeHighlighted,
    };
  }
}
