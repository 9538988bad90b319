import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MEMBERSHIP_NUMBER_MAX_LENGTH,
  MEMBERSHIP_NUMBER_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@met/scheme';
import { boolean, string } from 'yup';
import {
  isAdult,
  isNotInFuture,
  isRealDayKey,
  missingDateParts,
  partsOfDayKey,
} from './dateOfBirth';
import { messages } from './messages';
import { assessPassword, type PasswordEstimator } from './password';
import { isUkMobile, normaliseUkMobile } from './ukMobile';

/** Field schemas shared by the forms of schemas.ts; each carries the catalogue's messages. */

const text = messages.validation;
const labels = messages.fieldLabels;

const DIGITS = /^\d+$/;

/**
 * A text field as the member filled it in: trimmed, and null read as nothing typed. Anything that
 * is not text is refused with `invalidMessage`: yup's trim() would throw on an object or an array,
 * and its default messages ('x must be a `string` type...') are not the catalogue's.
 */
function typedText<T extends string = string>(
  invalidMessage: string,
  { keepSpaces = false }: { keepSpaces?: boolean } = {},
) {
  return string<T>()
    .typeError(invalidMessage)
    .transform((value: unknown) => {
      if (value === null) return undefined;
      return !keepSpaces && typeof value === 'string' ? value.trim() : value;
    });
}

/** Blank values are left to `required`, so an empty field gets one message, not several. */
function isBlank(value: string | undefined): value is undefined | '' {
  // Stryker disable next-line ConditionalExpression: every field that asks isBlank is required, and yup stops at a missing value before running its tests
  return value === undefined || value === '';
}

/** Free text that must not be blank ('  ' counts as blank). */
export function requiredText(label: string, maxLength: number) {
  return typedText(text.required(label))
    .required(text.required(label))
    .max(maxLength, text.tooLong(label, maxLength));
}

export function emailField() {
  return typedText(text.invalidEmail)
    .required(text.required(labels.email))
    .email(text.invalidEmail)
    .matches(EMAIL_PATTERN, { message: text.invalidEmail, excludeEmptyString: true })
    .max(EMAIL_MAX_LENGTH, text.invalidEmail);
}

/** Passwords are never trimmed: a space is a character like any other. */
export function currentPasswordField() {
  return typedText(messages.login.missingPassword, { keepSpaces: true }).required(
    messages.login.missingPassword,
  );
}

export function newPasswordField(
  estimator: PasswordEstimator,
  userInputs: string[],
  label: string,
) {
  return typedText(text.passwordTooWeak, { keepSpaces: true })
    .required(text.required(label))
    .max(PASSWORD_MAX_LENGTH, text.passwordTooLong(PASSWORD_MAX_LENGTH))
    .test(
      'strong-enough',
      text.passwordTooWeak,
      (value) =>
        isBlank(value) ||
        value.length > PASSWORD_MAX_LENGTH ||
        assessPassword(estimator, value, userInputs).strongEnough,
    );
}

/** yup checks oneOf before required, so '' would read "do not match"; a test keeps the order. */
export function confirmPasswordField(passwordField: string) {
  return typedText(text.passwordsDoNotMatch, { keepSpaces: true })
    .required(text.required(labels.confirmPassword))
    .test({
      name: 'matches-password',
      message: text.passwordsDoNotMatch,
      test(value) {
        return isBlank(value) || value === this.parent?.[passwordField];
      },
    });
}

/** The day, month and year fields are all filled in, with a four-digit year. */
function isWholeDate(value: string | undefined): boolean {
  return isBlank(value) || (missingDateParts(value).length === 0 && hasFourDigitYear(value));
}

function hasFourDigitYear(value: string): boolean {
  return !/^\d*-/.test(value) || /^\d{4}$/.test(partsOfDayKey(value).year);
}

/**
 * 'yyyy-MM-dd' from the day, month and year fields: all three typed, a real date from 1900 on,
 * not after today; optionally 18 or over.
 */
export function dateOfBirthField(now: Date, { adult = false }: { adult?: boolean } = {}) {
  const field = typedText(text.invalidDate)
    .required(text.required(labels.dob))
    .test({
      name: 'whole-date',
      test(value) {
        // Stryker disable next-line ConditionalExpression: '' has no missing part and no year to check, so the lines below answer true for it too
        if (isBlank(value)) return true;
        const missing = missingDateParts(value);
        if (missing.length > 0)
          return this.createError({ message: text.dateMissing(missing.join(' and ')) });
        if (!hasFourDigitYear(value)) return this.createError({ message: text.yearDigits });
        return true;
      },
    })
    .test(
      'real-date',
      text.invalidDate,
      (value) => !isWholeDate(value) || isBlank(value) || isRealDayKey(value),
    )
    .test(
      'not-in-future',
      text.futureDate,
      (value) => isBlank(value) || !isRealDayKey(value) || isNotInFuture(value, now),
    );
  if (!adult) return field;
  return field.test(
    'adult',
    text.under18,
    (value) =>
      isBlank(value) || !isRealDayKey(value) || !isNotInFuture(value, now) || isAdult(value, now),
  );
}

/** An empty value is left to `required`, so an untouched form asks for the required information. */
function hasMembershipNumberLength(value: string | undefined): boolean {
  if (!value) return true;
  return (
    value.length >= MEMBERSHIP_NUMBER_MIN_LENGTH && value.length <= MEMBERSHIP_NUMBER_MAX_LENGTH
  );
}

function membershipNumberLength(label: string): string {
  return text.lengthBetween(label, MEMBERSHIP_NUMBER_MIN_LENGTH, MEMBERSHIP_NUMBER_MAX_LENGTH);
}

export function membershipNumberField(label: string) {
  return typedText(text.digitsOnly(label))
    .required(text.required(label))
    .matches(DIGITS, { message: text.digitsOnly(label), excludeEmptyString: true })
    .test('membership-number-length', membershipNumberLength(label), hasMembershipNumberLength);
}

/** Blank becomes undefined, so nothing is sent for an untouched optional field. */
export function optionalMembershipNumberField(label: string) {
  return typedText(text.digitsOnly(label))
    .transform((value: string) => (value === '' ? undefined : value))
    .optional()
    .matches(DIGITS, text.digitsOnly(label))
    .test('membership-number-length', membershipNumberLength(label), hasMembershipNumberLength);
}

/** The validated value is the number in '+447700900123' form. */
export function ukMobileField() {
  return typedText(text.invalidMobile)
    .required(text.required(labels.mobilePhone))
    .transform((value: unknown) =>
      typeof value === 'string' ? (normaliseUkMobile(value) ?? value) : value,
    )
    .test('uk-mobile', text.invalidMobile, (value) => isBlank(value) || isUkMobile(value));
}

/** A tick box that must be ticked; unticked counts as missing required information. */
export function mustBeTicked(message: string) {
  return boolean()
    .typeError(message)
    .transform((value: unknown) => (value === null ? undefined : value))
    .default(false)
    .test({ name: 'required', message, test: (value) => value === true });
}

/** One of a fixed list; blank is "required", anything else off the list is invalid. */
export function choiceField<T extends string>(
  options: readonly T[],
  requiredMessage: string,
  invalidMessage: string,
) {
  return typedText<T>(invalidMessage)
    .required(requiredMessage)
    .test(
      'one-of',
      invalidMessage,
      (value) => isBlank(value) || (options as readonly string[]).includes(value),
    );
}
