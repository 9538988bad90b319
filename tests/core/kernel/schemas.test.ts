import { describe, expect, it } from 'vitest';
import { object, string, ValidationError } from 'yup';
import type { PasswordEstimator } from '../../../src/core/kernel/password';
import {
  communicationsSchema,
  deleteAccountSchema,
  forgottenPasswordSchema,
  interestsSchema,
  loginSchema,
  makeCreateLoginSchema,
  makeCreatePasswordSchema,
  makeLinkMembershipSchema,
  makeRegisterSchema,
  makeResetPasswordSchema,
  profileSchema,
  supportTicketSchema,
  validateForm,
} from '../../../src/core/kernel/schemas';
import { at } from '../games/builders';

const NOW = at('2026-06-15T11:00:00.000Z');
const REQUIRED_INFO = 'Please provide all the required information';
const HIGHLIGHTED = 'Please complete the errors highlighted in red';
const STRONG = 'Demo-Royal-Flush-26';

/** Strong (4) when at least 12 characters and free of the user inputs; else weak (1). */
const lengthEstimator: PasswordEstimator = (password, userInputs) => ({
  score:
    password.length >= 12 && !userInputs.some((word) => password.toLowerCase().includes(word))
      ? 4
      : 1,
  warning: '',
  suggestions: [],
});

function errorsOf(result: ReturnType<typeof validateForm>) {
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result;
}

describe('validateForm', () => {
  it('returns the cast value when valid', () => {
    expect(validateForm(loginSchema, { email: '  jane@example.com ', password: ' pw ' })).toEqual({
      ok: true,
      value: { email: 'jane@example.com', password: ' pw ' },
    });
  });

  it('says "provide all the required information" when only required fields are missing', () => {
    expect(validateForm(loginSchema, {})).toEqual({
      ok: false,
      fieldErrors: { email: 'Email address is required', password: 'Please enter a password' },
      summary: REQUIRED_INFO,
    });
  });

  it('says "complete the errors highlighted in red" when any value is wrong', () => {
    expect(validateForm(loginSchema, { email: 'jane@', password: '' })).toEqual({
      ok: false,
      fieldErrors: { email: 'Invalid email address', password: 'Please enter a password' },
      summary: HIGHLIGHTED,
    });
  });

  it.each([null, undefined, 'text', 42, []])('never throws, even for %j', (values) => {
    expect(() => validateForm(loginSchema, values)).not.toThrow();
  });

  it('never throws when a rule itself fails, answering with the generic text', () => {
    const broken = object({
      x: string().test('boom', 'm', () => {
        throw new TypeError('bug');
      }),
    });
    expect(validateForm(broken, { x: 'a' })).toEqual({
      ok: false,
      fieldErrors: {},
      summary: 'Something went wrong, please try again',
    });
  });
});

describe('validateForm: problems raised outside the usual rules', () => {
  it('reports a problem raised while a value is read, under its field', () => {
    const unreadable = object({
      code: string().transform(() => {
        throw new ValidationError('This code cannot be read', 'x', 'code', 'unreadable');
      }),
    });

    expect(validateForm(unreadable, { code: 'x' })).toEqual({
      ok: false,
      fieldErrors: { code: 'This code cannot be read' },
      summary: HIGHLIGHTED,
    });
  });

  it('files a problem that names no field with the whole-form problems, under no field name', () => {
    const fieldless = object({
      code: string().test('fieldless', 'unused', () => {
        throw new ValidationError('This form cannot be sent');
      }),
    });

    expect(validateForm(fieldless, { code: 'x' })).toEqual({
      ok: false,
      fieldErrors: { '': 'This form cannot be sent' },
      summary: HIGHLIGHTED,
    });
  });
});

describe('login and forgotten password', () => {
  it.each([
    [{ email: '', password: 'x' }, { email: 'Email address is required' }],
    [{ email: '   ', password: 'x' }, { email: 'Email address is required' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'Invalid email address' }],
    [{ email: 'jane@example.com', password: '' }, { password: 'Please enter a password' }],
    [
      { email: `${'a'.repeat(250)}@example.com`, password: 'x' },
      { email: 'Invalid email address' },
    ],
  ])('login %j -> %j', (values, fieldErrors) => {
    expect(errorsOf(validateForm(loginSchema, values)).fieldErrors).toEqual(fieldErrors);
  });

  it.each([
    [{}, { email: 'Email address is required' }],
    [{ email: 'jane.example.com' }, { email: 'Invalid email address' }],
    [{ email: 'jane@example' }, { email: 'Invalid email address' }],
  ])('forgotten password %j -> %j', (values, fieldErrors) => {
    expect(errorsOf(validateForm(forgottenPasswordSchema, values)).fieldErrors).toEqual(
      fieldErrors,
    );
  });

  it('accepts a forgotten-password email', () => {
    expect(validateForm(forgottenPasswordSchema, { email: 'jane@example.com' }).ok).toBe(true);
  });
});

describe('new passwords (reset and create)', () => {
  const reset = makeResetPasswordSchema(lengthEstimator, []);
  const create = makeCreatePasswordSchema(lengthEstimator, ['jane', 'smith']);

  it('accepts a strong password typed twice', () => {
    expect(validateForm(reset, { password: STRONG, confirmPassword: STRONG }).ok).toBe(true);
    expect(validateForm(create, { password: STRONG, confirmPassword: STRONG }).ok).toBe(true);
  });

  it.each([
    [{}, { password: 'New password is required', confirmPassword: 'Confirm password is required' }],
    [
      { password: 'short', confirmPassword: 'short' },
      { password: 'The chosen password is too weak' },
    ],
    [
      { password: STRONG, confirmPassword: 'Demo-Royal-Flush-27' },
      { confirmPassword: 'The passwords do not match' },
    ],
    [
      { password: STRONG, confirmPassword: '' },
      { confirmPassword: 'Confirm password is required' },
    ],
    [
      { password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      { password: 'Your password can be at most 128 characters long' },
    ],
  ])('reset %j -> %j', (values, fieldErrors) => {
    expect(errorsOf(validateForm(reset, values)).fieldErrors).toEqual(fieldErrors);
  });

  it('accepts exactly 128 characters', () => {
    const long = 'b'.repeat(128);
    expect(validateForm(reset, { password: long, confirmPassword: long }).ok).toBe(true);
  });

  it("refuses a password built from the member's own name on /account/password", () => {
    const result = validateForm(create, {
      password: 'JaneSmith2026!',
      confirmPassword: 'JaneSmith2026!',
    });
    expect(errorsOf(result).fieldErrors).toEqual({ password: 'The chosen password is too weak' });
  });

  it('labels the create-password field "Password"', () => {
    expect(errorsOf(validateForm(create, {})).fieldErrors.password).toBe('Password is required');
  });
});

describe('create login (/account/create)', () => {
  const schema = makeCreateLoginSchema(NOW);
  const valid = {
    firstName: 'Jane',
    lastName: 'Smith',
    dob: '1980-05-04',
    email: 'jane@example.com',
  };

  it('accepts the details, with or without a membership number', () => {
    expect(validateForm(schema, valid)).toEqual({
      ok: true,
      value: { ...valid, customerNumber: undefined },
    });
    expect(validateForm(schema, { ...valid, customerNumber: '' })).toEqual({
      ok: true,
      value: { ...valid, customerNumber: undefined },
    });
    expect(validateForm(schema, { ...valid, customerNumber: ' 1234567 ' })).toEqual({
      ok: true,
      value: { ...valid, customerNumber: '1234567' },
    });
  });

  it('names every missing field', () => {
    expect(validateForm(schema, {})).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        dob: 'Date of birth is required',
        email: 'Email address is required',
      },
      summary: REQUIRED_INFO,
    });
  });

  it.each([
    [{ dob: '1980-02-30' }, { dob: 'Please enter a valid date of birth' }],
    [{ dob: '04/05/1980' }, { dob: 'Please enter a valid date of birth' }],
    [{ dob: '1850-01-01' }, { dob: 'Please enter a valid date of birth' }],
    [{ dob: '2026-06-16' }, { dob: 'Your date of birth cannot be in the future' }],
    // The day, month and year fields typed in part (GOV.UK wording).
    [{ dob: '1980--04' }, { dob: 'Date of birth must include a month' }],
    [{ dob: '--04' }, { dob: 'Date of birth must include a month and year' }],
    [{ dob: '80-05-04' }, { dob: 'Year must include 4 numbers' }],
    [{ customerNumber: '12AB' }, { customerNumber: 'Membership number must contain digits only' }],
    [
      { customerNumber: '1'.repeat(11) },
      { customerNumber: 'Membership number must be 6 to 10 digits' },
    ],
    [{ customerNumber: '12345' }, { customerNumber: 'Membership number must be 6 to 10 digits' }],
    [{ firstName: 'J'.repeat(51) }, { firstName: 'First name can be at most 50 characters' }],
    [{ lastName: '  ' }, { lastName: 'Last name is required' }],
    [{ email: 'jane@@example.com' }, { email: 'Invalid email address' }],
  ])('%j -> %j', (change, fieldErrors) => {
    expect(errorsOf(validateForm(schema, { ...valid, ...change })).fieldErrors).toEqual(
      fieldErrors,
    );
  });

  it('accepts a date of birth of today, as it is not the job of this form to check age', () => {
    expect(validateForm(schema, { ...valid, dob: '2026-06-15' }).ok).toBe(true);
  });
});

describe('register / join (/account/register)', () => {
  const schema = makeRegisterSchema(NOW);
  const valid = {
    title: 'Ms',
    firstName: 'Jane',
    lastName: 'Smith',
    gender: 'Female',
    dob: '1990-01-31',
    email: 'jane@example.com',
    mobilePhone: '07700 900123',
    over18: true,
    termsAccepted: true,
  };

  it('accepts a complete form, normalising the mobile and defaulting marketing to no', () => {
    expect(validateForm(schema, valid)).toEqual({
      ok: true,
      value: { ...valid, mobilePhone: '+447700900123', marketingOptIn: false },
    });
  });

  it('keeps a marketing opt-in', () => {
    const result = validateForm(schema, { ...valid, marketingOptIn: true });
    expect(result.ok && result.value.marketingOptIn).toBe(true);
  });

  it('gives every required message of spec section 5 for an empty form', () => {
    const empty = { over18: false, termsAccepted: false, marketingOptIn: false };
    expect(validateForm(schema, empty)).toEqual({
      ok: false,
      fieldErrors: {
        title: 'Title is required',
        firstName: 'First name is required',
        lastName: 'Last name is required',
        gender: 'Please select a gender',
        dob: 'Date of birth is required',
        email: 'Email address is required',
        mobilePhone: 'Mobile phone number is required',
        over18: 'Please confirm you are over the age of 18',
        termsAccepted: 'Please accept the Terms & Conditions to create an account',
      },
      summary: REQUIRED_INFO,
    });
  });

  it('gives one required message per field when the form submits blank strings', () => {
    const blank = {
      title: '',
      firstName: '',
      lastName: '',
      gender: '',
      dob: '',
      email: '',
      mobilePhone: '',
      over18: false,
      termsAccepted: false,
      marketingOptIn: false,
    };
    const result = errorsOf(validateForm(schema, blank));
    expect(result.summary).toBe(REQUIRED_INFO);
    expect(result.fieldErrors.dob).toBe('Date of birth is required');
    expect(result.fieldErrors.mobilePhone).toBe('Mobile phone number is required');
    expect(Object.keys(result.fieldErrors)).toHaveLength(9);
  });

  it('gives required messages, not strength ones, for blank new passwords', () => {
    const reset = makeResetPasswordSchema(lengthEstimator, []);
    expect(validateForm(reset, { password: '', confirmPassword: '' })).toEqual({
      ok: false,
      fieldErrors: {
        password: 'New password is required',
        confirmPassword: 'Confirm password is required',
      },
      summary: REQUIRED_INFO,
    });
  });

  it.each([
    [{ title: 'Lord' }, { title: 'Please choose a title from the list' }],
    [{ gender: 'Unknown' }, { gender: 'Please select a gender' }],
    [{ gender: '' }, { gender: 'Please select a gender' }],
    [{ dob: '2008-06-16' }, { dob: 'You must be 18 or over to join the rewards scheme' }],
    [{ dob: '2026-06-16' }, { dob: 'Your date of birth cannot be in the future' }],
    [{ dob: '2008-13-01' }, { dob: 'Please enter a valid date of birth' }],
    [
      { mobilePhone: '020 7946 0123' },
      { mobilePhone: 'Please enter a valid UK mobile number, for example 07700 900123' },
    ],
    [{ over18: false }, { over18: 'Please confirm you are over the age of 18' }],
    [{ over18: undefined }, { over18: 'Please confirm you are over the age of 18' }],
    [
      { termsAccepted: false },
      { termsAccepted: 'Please accept the Terms & Conditions to create an account' },
    ],
    [{ email: 'nope' }, { email: 'Invalid email address' }],
  ])('%j -> %j', (change, fieldErrors) => {
    expect(errorsOf(validateForm(schema, { ...valid, ...change })).fieldErrors).toEqual(
      fieldErrors,
    );
  });

  it('accepts someone whose 18th birthday is today (London calendar)', () => {
    expect(validateForm(schema, { ...valid, dob: '2008-06-15' }).ok).toBe(true);
  });

  it('summarises a wrong value as errors highlighted in red', () => {
    expect(errorsOf(validateForm(schema, { ...valid, dob: '2010-01-01' })).summary).toBe(
      HIGHLIGHTED,
    );
  });
});

describe('link membership (/account/link)', () => {
  const schema = makeLinkMembershipSchema(NOW);

  it('accepts a membership number and date of birth', () => {
    expect(validateForm(schema, { membershipNumber: ' 00123456 ', dob: '1975-12-01' })).toEqual({
      ok: true,
      value: { membershipNumber: '00123456', dob: '1975-12-01' },
    });
  });

  it.each([
    [{}, { membershipNumber: 'Membership number is required', dob: 'Date of birth is required' }],
    [
      { membershipNumber: 'M-123', dob: '1975-12-01' },
      { membershipNumber: 'Membership number must contain digits only' },
    ],
    [
      { membershipNumber: '100200', dob: '1975-02-29' },
      { dob: 'Please enter a valid date of birth' },
    ],
    [
      { membershipNumber: '100200', dob: '2027-01-01' },
      { dob: 'Your date of birth cannot be in the future' },
    ],
  ])('%j -> %j', (values, fieldErrors) => {
    expect(errorsOf(validateForm(schema, values)).fieldErrors).toEqual(fieldErrors);
  });

  it('asks for the required information when both fields are left empty', () => {
    const result = errorsOf(validateForm(schema, { membershipNumber: '', dob: '' }));

    expect(result.summary).toBe('Please provide all the required information');
  });
});

describe('support ticket (spec-decisions 16)', () => {
  const valid = {
    name: 'Jane Smith',
    email: 'jane@example.com',
    topic: 'Spin To Win',
    message: 'My spin froze.',
  };

  it.each(['Account', 'Offers and vouchers', 'Spin To Win', 'Events', 'Restaurant', 'Other'])(
    'accepts the topic %s',
    (topic) => {
      expect(validateForm(supportTicketSchema, { ...valid, topic }).ok).toBe(true);
    },
  );

  it('accepts a message of exactly 2000 characters and an optional membership number', () => {
    const result = validateForm(supportTicketSchema, {
      ...valid,
      message: 'x'.repeat(2000),
      membershipNumber: '',
    });
    expect(result.ok && result.value.membershipNumber).toBeUndefined();
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: 'N'.repeat(101) }, { name: 'Name can be at most 100 characters' }],
    [{ email: '' }, { email: 'Email address is required' }],
    [{ topic: '' }, { topic: 'Topic is required' }],
    [{ topic: 'Complaints' }, { topic: 'Please choose a topic from the list' }],
    [{ message: '' }, { message: 'Message is required' }],
    [{ message: '   ' }, { message: 'Message is required' }],
    [{ message: 'x'.repeat(2001) }, { message: 'Message can be at most 2000 characters' }],
    [
      { membershipNumber: 'abc' },
      { membershipNumber: 'Membership number must contain digits only' },
    ],
  ])('%j -> %j', (change, fieldErrors) => {
    expect(
      errorsOf(validateForm(supportTicketSchema, { ...valid, ...change })).fieldErrors,
    ).toEqual(fieldErrors);
  });
});

describe('profile, delete account, interests and communications', () => {
  it.each([
    [{}, { mobilePhone: 'Mobile phone number is required' }],
    [
      { mobilePhone: '12345' },
      { mobilePhone: 'Please enter a valid UK mobile number, for example 07700 900123' },
    ],
  ])('profile %j -> %j', (values, fieldErrors) => {
    expect(errorsOf(validateForm(profileSchema, values)).fieldErrors).toEqual(fieldErrors);
  });

  it('normalises a valid profile mobile number', () => {
    expect(validateForm(profileSchema, { mobilePhone: '+44 (0)7700 900123' })).toEqual({
      ok: true,
      value: { mobilePhone: '+447700900123' },
    });
  });

  it.each([
    [
      {},
      {
        password: 'Please enter a password',
        confirmed: 'Please confirm that you want to delete your account',
      },
    ],
    [
      { password: 'pw', confirmed: false },
      { confirmed: 'Please confirm that you want to delete your account' },
    ],
  ])('delete account %j -> %j', (values, fieldErrors) => {
    expect(errorsOf(validateForm(deleteAccountSchema, values)).fieldErrors).toEqual(fieldErrors);
  });

  it('accepts a delete request with the password and the box ticked', () => {
    expect(validateForm(deleteAccountSchema, { password: 'pw', confirmed: true }).ok).toBe(true);
  });

  it('accepts the listed interests and channels and refuses others', () => {
    expect(validateForm(interestsSchema, { interests: ['Poker', 'Dining'] }).ok).toBe(true);
    expect(validateForm(interestsSchema, {})).toEqual({ ok: true, value: { interests: [] } });
    expect(validateForm(interestsSchema, { interests: ['Bingo'] }).ok).toBe(false);
    expect(
      validateForm(communicationsSchema, { channels: ['email', 'sms', 'phone', 'post'] }).ok,
    ).toBe(true);
    expect(validateForm(communicationsSchema, { channels: ['fax'] }).ok).toBe(false);
  });
});
