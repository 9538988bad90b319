import { PASSWORD_MAX_LENGTH } from '@met/scheme';
import { describe, expect, it } from 'vitest';
import { mixed, ValidationError, type AnySchema } from 'yup';
import { messages } from '../../../src/core/kernel/messages';
import type { PasswordEstimator } from '../../../src/core/kernel/password';
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
  ukMobileField,
} from '../../../src/core/kernel/schemaFields';
import {
  communicationsSchema,
  interestsSchema,
  loginSchema,
  makeCreateLoginSchema,
  makeLinkMembershipSchema,
  makeRegisterSchema,
  makeResetPasswordSchema,
  validateForm,
} from '../../../src/core/kernel/schemas';
import { at, fixedEstimator } from '../games/builders';

const NOW = at('2026-06-15T11:00:00.000Z');
const text = messages.validation;
const labels = messages.fieldLabels;

/** Every message a field gives for a value, in order: a field must give one per problem. */
function problemsOf(schema: AnySchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

function fieldErrorsOf(result: ReturnType<typeof validateForm>) {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result;
}

describe('a date of birth gets one message, for its first problem', () => {
  const adult = dateOfBirthField(NOW, { adult: true });

  it.each([
    ['left empty', '', [text.required(labels.dob)]],
    ['missing its month and day', '1990--', [text.dateMissing('day and month')]],
    ['with a two-digit year', '90-05-17', [text.yearDigits]],
    ['not a real day', '1990-02-30', [text.invalidDate]],
    ['in the future', '2027-01-01', [text.futureDate]],
    ['under 18', '2010-01-01', [text.under18]],
    ['18 or over', '1990-05-17', []],
    ['not a real day, and under 18 if it were', '2010-02-30', [text.invalidDate]],
    ['with a five-digit year', '19900-05-17', [text.yearDigits]],
    ['with junk before a whole date', 'x1990-05-17', [text.invalidDate]],
  ])('%s', (_case, value, problems) => {
    expect(problemsOf(adult, value)).toEqual(problems);
  });

  it('leaves age out when the form does not ask for it (linking a membership)', () => {
    const schema = makeLinkMembershipSchema(NOW);

    const result = validateForm(schema, { membershipNumber: '1234567', dob: '2010-01-01' });

    expect(result).toEqual({
      ok: true,
      value: { membershipNumber: '1234567', dob: '2010-01-01' },
    });
  });
});

describe('passwords', () => {
  const counting = (): PasswordEstimator & { calls: number } => {
    const estimator = Object.assign(
      (password: string, userInputs: string[]) => {
        estimator.calls += 1;
        return fixedEstimator(1)(password, userInputs);
      },
      { calls: 0 },
    );
    return estimator;
  };

  it('never hands an over-long password to the strength estimator, which could hang the page', () => {
    const estimator = counting();
    const field = newPasswordField(estimator, [], labels.password);

    const problems = problemsOf(field, 'x'.repeat(PASSWORD_MAX_LENGTH + 1));

    expect(problems).toEqual([text.passwordTooLong(PASSWORD_MAX_LENGTH)]);
    expect(estimator.calls).toBe(0);
  });

  it('judges the strength of a password of exactly the longest length', () => {
    const estimator = counting();
    const field = newPasswordField(estimator, [], labels.password);

    expect(problemsOf(field, 'x'.repeat(PASSWORD_MAX_LENGTH))).toEqual([text.passwordTooWeak]);
    expect(estimator.calls).toBe(1);
  });

  it('asks for a blank new password without judging its strength', () => {
    const estimator = counting();

    expect(problemsOf(newPasswordField(estimator, [], labels.password), '')).toEqual([
      text.required(labels.password),
    ]);
    expect(estimator.calls).toBe(0);
  });

  it('keeps the spaces around a password, which are characters like any other', () => {
    const schema = makeResetPasswordSchema(fixedEstimator(4), []);

    const result = validateForm(schema, {
      password: ' Royal-Flush ',
      confirmPassword: ' Royal-Flush ',
    });
    const mismatch = validateForm(schema, {
      password: ' Royal-Flush ',
      confirmPassword: 'Royal-Flush',
    });

    expect(result).toEqual({
      ok: true,
      value: { password: ' Royal-Flush ', confirmPassword: ' Royal-Flush ' },
    });
    expect(fieldErrorsOf(mismatch).fieldErrors).toEqual({
      confirmPassword: text.passwordsDoNotMatch,
    });
  });

  it('keeps the spaces around the password one signs in with', () => {
    const result = validateForm(loginSchema, { email: 'ada@example.com', password: ' pw ' });

    expect(result).toEqual({ ok: true, value: { email: 'ada@example.com', password: ' pw ' } });
    expect(problemsOf(currentPasswordField(), ' ')).toEqual([]);
  });

  it('does not match when there is no password to match', () => {
    expect(problemsOf(confirmPasswordField('password'), 'Royal-Flush')).toEqual([
      text.passwordsDoNotMatch,
    ]);
  });
});

describe('values that are not what a field holds', () => {
  it('asks for a field sent as null like an empty one', () => {
    expect(problemsOf(emailField(), null)).toEqual([text.required(labels.email)]);
  });

  it.each([
    ['a list', ['ada@example.com']],
    ['an object', {}],
  ])('refuses an email sent as %s with the catalogue message', (_case, value) => {
    expect(fieldErrorsOf(validateForm(loginSchema, { email: value, password: 'pw' }))).toEqual({
      ok: false,
      fieldErrors: { email: text.invalidEmail },
      summary: text.completeHighlighted,
    });
  });

  it('refuses an object posing as an email, without asking it what it is', () => {
    const posing = { toString: () => 'ada@example.com' };

    expect(
      fieldErrorsOf(validateForm(loginSchema, { email: posing, password: 'pw' })).fieldErrors,
    ).toEqual({ email: text.invalidEmail });
  });

  it('refuses an object posing as an interest', () => {
    const posing = { toString: () => 'Poker' };

    expect(validateForm(interestsSchema, { interests: ['Dining', posing] }).ok).toBe(false);
  });

  it('refuses a mobile number sent as a list with the catalogue message', () => {
    expect(problemsOf(ukMobileField(), ['07700 900123'])).toEqual([text.invalidMobile]);
  });

  it('reads an optional membership number sent as null as none given', () => {
    const schema = makeCreateLoginSchema(NOW);
    const details = {
      firstName: 'Jane',
      lastName: 'Smith',
      dob: '1980-05-04',
      email: 'jane@example.com',
    };

    expect(validateForm(schema, { ...details, customerNumber: null })).toEqual({
      ok: true,
      value: { ...details, customerNumber: undefined },
    });
  });

  it('reads an unticked box sent as null as not ticked', () => {
    expect(problemsOf(mustBeTicked(text.confirmOver18), null)).toEqual([text.confirmOver18]);
  });

  it('reads a chip list sent as null as none chosen', () => {
    expect(validateForm(interestsSchema, { interests: null })).toEqual({
      ok: true,
      value: { interests: [] },
    });
  });

  it.each([
    [interestsSchema, 'interests', 'Please choose a valid interest from the list'],
    [communicationsSchema, 'channels', 'Please choose a valid contact channel from the list'],
  ] as const)('refuses a blank or unknown chip of %s by name', (schema, field, message) => {
    const blank = fieldErrorsOf(validateForm(schema, { [field]: [null] }));
    const unknown = fieldErrorsOf(validateForm(schema, { [field]: ['Yachting'] }));

    expect(blank.fieldErrors).toEqual({ [`${field}[0]`]: message });
    expect(unknown.fieldErrors).toEqual({ [`${field}[0]`]: message });
  });

  it.each([
    ['the text "true"', 'true'],
    ['a number', 1],
    ['a list', [true]],
  ])('reads a marketing opt-in sent as %s as no (UK PECR wants a clear yes)', (_case, value) => {
    const schema = makeRegisterSchema(NOW);
    const form = {
      title: 'Ms',
      firstName: 'Jane',
      lastName: 'Smith',
      gender: 'Female',
      dob: '1990-01-31',
      email: 'jane@example.com',
      mobilePhone: '07700 900123',
      over18: true,
      termsAccepted: true,
      marketingOptIn: value,
    };

    const result = validateForm(schema, form);

    expect(result.ok && result.value.marketingOptIn).toBe(false);
  });
});

describe('membership numbers', () => {
  it.each([
    ['the fewest digits', '123456', []],
    ['the most digits', '1234567890', []],
    ['one digit too many', '12345678901', [text.lengthBetween(labels.membershipNumber, 6, 10)]],
    ['one digit too few', '12345', [text.lengthBetween(labels.membershipNumber, 6, 10)]],
  ])('%s', (_case, value, problems) => {
    expect(problemsOf(membershipNumberField(labels.membershipNumber), value)).toEqual(problems);
  });
});

describe('what validateForm reads of the values', () => {
  const schema = loginSchema;
  const missingBoth = {
    ok: false,
    fieldErrors: {
      email: text.required(labels.email),
      password: messages.login.missingPassword,
    },
    summary: text.requiredInformation,
  };

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a text', 'ada@example.com'],
  ])('reads %s as a form with nothing filled in', (_case, values) => {
    expect(validateForm(schema, values)).toEqual(missingBoth);
  });

  it('reads a list as a form with nothing filled in, even one carrying fields', () => {
    const list = Object.assign([], { email: 'ada@example.com', password: 'pw' });

    expect(validateForm(schema, list)).toEqual(missingBoth);
  });

  it('reads only the values given, not ones inherited from elsewhere', () => {
    const inherited = Object.create({ email: 'ada@example.com', password: 'pw' }) as object;

    expect(validateForm(schema, inherited)).toEqual(missingBoth);
  });

  it('reports a rule of the whole form under no field name', () => {
    const wholeForm = mixed().test('never', 'This form cannot be sent', () => false);

    expect(validateForm(wholeForm, {})).toEqual({
      ok: false,
      fieldErrors: { '': 'This form cannot be sent' },
      summary: text.completeHighlighted,
    });
  });

  it('summarises an empty form as missing information, with one message per field', () => {
    const register = makeRegisterSchema(NOW);

    const result = fieldErrorsOf(validateForm(register, { dob: '', email: '', mobilePhone: '' }));

    expect(result.summary).toBe(text.requiredInformation);
    expect(result.fieldErrors.dob).toBe(text.required(labels.dob));
  });

  it('summarises unticked boxes as missing information', () => {
    const register = makeRegisterSchema(NOW);
    const complete = {
      title: 'Ms',
      firstName: 'Jane',
      lastName: 'Smith',
      gender: 'Female',
      dob: '1990-01-31',
      email: 'jane@example.com',
      mobilePhone: '07700 900123',
    };

    expect(validateForm(register, { ...complete, over18: false, termsAccepted: false })).toEqual({
      ok: false,
      fieldErrors: { over18: text.confirmOver18, termsAccepted: text.acceptTerms },
      summary: text.requiredInformation,
    });
  });

  it('summarises a blank new password as missing information', () => {
    const schema = makeResetPasswordSchema(fixedEstimator(1), []);

    expect(validateForm(schema, { password: '', confirmPassword: '' })).toEqual({
      ok: false,
      fieldErrors: {
        password: text.required(labels.newPassword),
        confirmPassword: text.required(labels.confirmPassword),
      },
      summary: text.requiredInformation,
    });
  });
});

describe('each refusal names the rule it broke, so a form can tell a missing value from a wrong one', () => {
  /** The rule (yup's error type) of the first problem the field finds in the value. */
  function ruleBroken(schema: AnySchema, value: unknown): string | undefined {
    try {
      schema.validateSync(value);
    } catch (error) {
      if (error instanceof ValidationError) return error.type;
      throw error;
    }
    return undefined;
  }

  it.each<[string, AnySchema, unknown, string]>([
    [
      'a weak new password',
      newPasswordField(fixedEstimator(1), [], labels.password),
      'password',
      'strong-enough',
    ],
    ['a date with no month', dateOfBirthField(NOW), '1990--17', 'whole-date'],
    ['the 30th of February', dateOfBirthField(NOW), '1990-02-30', 'real-date'],
    ['a birthday next year', dateOfBirthField(NOW), '2027-01-01', 'not-in-future'],
    ['a 15-year-old', dateOfBirthField(NOW, { adult: true }), '2011-01-01', 'adult'],
    [
      'a five-digit membership number',
      membershipNumberField(labels.membershipNumber),
      '12345',
      'membership-number-length',
    ],
    [
      'an optional membership number of eleven digits',
      optionalMembershipNumberField(labels.customerNumber),
      '12345678901',
      'membership-number-length',
    ],
    ['a landline', ukMobileField(), '02079460000', 'uk-mobile'],
    [
      'a choice off the list',
      choiceField(['Mr', 'Ms'], text.required('Title'), 'Please select a title'),
      'Sir',
      'one-of',
    ],
  ])('%s breaks %3$s', (_case, schema, value, rule) => {
    expect(ruleBroken(schema, value)).toBe(rule);
  });

  it('a confirmation that differs breaks matches-password', () => {
    const schema = makeResetPasswordSchema(fixedEstimator(4), []);

    expect(
      ruleBroken(schema, { password: 'Royal-Flush-26', confirmPassword: 'Royal-Flush-62' }),
    ).toBe('matches-password');
  });
});
