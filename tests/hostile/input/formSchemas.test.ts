import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ObjectSchema, type AnySchema } from 'yup';
import { INTERESTS, SUPPORT_TOPICS, TITLES } from '@met/scheme';
import { COMMUNICATION_CHANNELS, GENDERS } from '../../../src/core/kernel/formOptions';
import { isCalendarDate } from '@met/scheme/contract';
import { londonDayKey } from '../../../src/core/kernel/londonTime';
import { loadPasswordEstimator } from '../../../src/core/account/loadPasswordEstimator';
import { messages } from '../../../src/core/kernel/messages';
import {
  assessPassword,
  passwordUserInputs,
  type PasswordEstimator,
} from '../../../src/core/kernel/password';
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
import { holdsFor } from './holdsFor';
import { anyValue, edgeInstant, hostileString } from './hostileValues';
import { CATALOGUE_SIZE, isCatalogueMessage } from './messageCatalogue';

/**
 * Every form schema of src/core/kernel/schemas.ts against hostile values: validateForm never
 * throws, never changes what was typed, and answers only with the catalogue's words; and values
 * a member may really type are accepted.
 */

const RUNS = 150;
const SUMMARIES: readonly string[] = [
  messages.validation.requiredInformation,
  messages.validation.completeHighlighted,
];

// ---- valid values, as a member types them ----

const padding = fc.constantFrom('', ' ', '  ', '\t');
const padded = (value: fc.Arbitrary<string>) =>
  fc.tuple(padding, value, padding).map(([before, text, after]) => `${before}${text}${after}`);

/** Any text with something visible in it, within `max` characters once trimmed. */
const someText = (max: number) =>
  hostileString.filter((text) => text.trim() !== '' && text.trim().length <= max);

const emailAddress = padded(fc.emailAddress().filter((email) => email.length <= 254));

const digits = (count: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count })
    .map((d) => d.join(''));

const ukMobile = padded(
  fc
    .tuple(
      digits(9),
      fc.constantFrom(
        (d: string) => `07${d}`,
        (d: string) => `+447${d}`,
        (d: string) => `0044 7${d}`,
        (d: string) => `+44 (0)7${d.slice(0, 3)} ${d.slice(3)}`,
        (d: string) => `07${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
      ),
    )
    .map(([d, form]) => form(d)),
);

const membershipNumber = padded(fc.integer({ min: 6, max: 10 }).chain(digits));
const optionalMembershipNumber = fc.oneof(
  fc.constant(''),
  fc.constant(undefined),
  membershipNumber,
);

/** Sixteen or more different letters and digits in random order: zxcvbn scores them 4. */
const strongPassword = fc
  .uniqueArray(fc.constantFrom(...'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'), {
    minLength: 16,
    maxLength: 20,
  })
  .map((characters) => characters.join(''));

/** A London day from 1900 up to the day of `now`, optionally at least 18 years before it. */
function dateOfBirthOn(now: Date, adult: boolean): fc.Arbitrary<string> {
  const today = londonDayKey(now);
  const latestYear = Number(today.slice(0, 4)) - (adult ? 18 : 0);
  // Born on 29 February, the latest real birthday in a common year is the 28th.
  const sameDay = `${latestYear}${today.slice(4)}`;
  const latest = isCalendarDate(sameDay) ? sameDay : `${latestYear}-02-28`;
  return fc
    .date({
      min: new Date('1900-01-01T12:00:00Z'),
      max: new Date('2030-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))
    .map((day) => (day <= latest ? day : latest));
}

// ---- the forms ----

interface FormUnderTest {
  name: string;
  schema: (now: Date) => AnySchema;
  /** Values a member could really submit, given today's date. */
  valid: (now: Date) => fc.Arbitrary<Record<string, unknown>>;
  /** zxcvbn takes tens of milliseconds a password on a busy machine: fewer runs for new passwords. */
  runs?: number;
}

let estimator: PasswordEstimator;
const newPasswordPair = strongPassword.map((password) => ({ password, confirmPassword: password }));

const FORMS: readonly FormUnderTest[] = [
  {
    name: 'loginSchema',
    schema: () => loginSchema,
    valid: () =>
      fc.record({ email: emailAddress, password: hostileString.filter((p) => p !== '') }),
  },
  {
    name: 'forgottenPasswordSchema',
    schema: () => forgottenPasswordSchema,
    valid: () => fc.record({ email: emailAddress }),
  },
  {
    name: 'makeResetPasswordSchema',
    schema: () => makeResetPasswordSchema(estimator, ['jane', 'smith']),
    valid: () => newPasswordPair,
    runs: 30,
  },
  {
    name: 'makeCreatePasswordSchema',
    schema: () => makeCreatePasswordSchema(estimator, ['jane@example.com']),
    valid: () => newPasswordPair,
    runs: 30,
  },
  {
    name: 'makeCreateLoginSchema',
    schema: (now) => makeCreateLoginSchema(now),
    valid: (now) =>
      fc.record({
        firstName: someText(50),
        lastName: someText(50),
        dob: dateOfBirthOn(now, false),
        email: emailAddress,
        customerNumber: optionalMembershipNumber,
      }),
  },
  {
    name: 'makeRegisterSchema',
    schema: (now) => makeRegisterSchema(now),
    valid: (now) =>
      fc.record({
        title: fc.constantFrom(...TITLES),
        firstName: someText(50),
        lastName: someText(50),
        gender: fc.constantFrom(...GENDERS),
        dob: dateOfBirthOn(now, true),
        email: emailAddress,
        mobilePhone: ukMobile,
        over18: fc.constant(true),
        termsAccepted: fc.constant(true),
        marketingOptIn: fc.boolean(),
      }),
  },
  {
    name: 'makeLinkMembershipSchema',
    schema: (now) => makeLinkMembershipSchema(now),
    valid: (now) => fc.record({ membershipNumber, dob: dateOfBirthOn(now, false) }),
  },
  {
    name: 'supportTicketSchema',
    schema: () => supportTicketSchema,
    valid: () =>
      fc.record({
        name: someText(100),
        email: emailAddress,
        membershipNumber: optionalMembershipNumber,
        topic: fc.constantFrom(...SUPPORT_TOPICS),
        message: fc.oneof(someText(2000), fc.constant(`${'é'.repeat(1999)}!`)),
      }),
  },
  {
    name: 'profileSchema',
    schema: () => profileSchema,
    valid: () => fc.record({ mobilePhone: ukMobile }),
  },
  {
    name: 'interestsSchema',
    schema: () => interestsSchema,
    valid: () => fc.record({ interests: fc.subarray([...INTERESTS]) }),
  },
  {
    name: 'communicationsSchema',
    schema: () => communicationsSchema,
    valid: () => fc.record({ channels: fc.subarray([...COMMUNICATION_CHANNELS]) }),
  },
  {
    name: 'deleteAccountSchema',
    schema: () => deleteAccountSchema,
    valid: () =>
      fc.record({ password: hostileString.filter((p) => p !== ''), confirmed: fc.constant(true) }),
  },
];

/** A form's values mangled: each field any value or missing, plus fields nobody asked for. */
function hostileFormValues(fieldNames: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(fieldNames.map((field) => [field, anyValue]));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(hostileString, anyValue, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** The values as they were, field by field (a form's values are what the member typed). */
function snapshot(values: Record<string, unknown>): [string, unknown][] {
  return Object.entries(values).map(([key, value]) => [
    key,
    Array.isArray(value) ? [...(value as unknown[])] : value,
  ]);
}

function expectOnlyCatalogueWords(result: ReturnType<typeof validateForm>): void {
  if (result.ok) return;
  expect(SUMMARIES).toContain(result.summary);
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    expect(isCatalogueMessage(message), `${field}: ${JSON.stringify(message)}`).toBe(true);
  }
}

describe('bad input: the form schemas (src/core/kernel/schemas.ts)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    estimator = await loadPasswordEstimator();
  });

  it('knows the catalogue it checks against', () => {
    expect(CATALOGUE_SIZE.strings).toBeGreaterThan(50);
    expect(CATALOGUE_SIZE.templates).toBeGreaterThan(5);
    expect(isCatalogueMessage('First name is required')).toBe(true);
    expect(isCatalogueMessage('firstName must be a `string` type')).toBe(false);
  });

  it.each(FORMS)(
    '$name: hostile values get catalogue messages and are left as typed',
    async (form) => {
      const schema = form.schema(new Date());
      const fieldNames = schema instanceof ObjectSchema ? Object.keys(schema.fields) : [];
      await holdsFor(
        `form ${form.name}: hostile values`,
        fc.record({ now: edgeInstant, values: hostileFormValues(fieldNames) }),
        ({ now, values }) => {
          const before = snapshot(values);

          const result = validateForm(form.schema(now), values);

          expectOnlyCatalogueWords(result);
          expect(snapshot(values)).toEqual(before);
        },
        { numRuns: form.runs ?? RUNS, examples: [{ now: new Date(), values: {} }] },
      );
    },
  );

  it.each(FORMS)(
    '$name: a form that is not an object at all counts as nothing filled in',
    async (form) => {
      const schema = form.schema(new Date());
      const emptyForm = validateForm(schema, {});
      await holdsFor(
        `form ${form.name}: not an object`,
        fc.oneof(
          fc.constantFrom(null, undefined, '', 'values', 42, true, [], ['a']),
          hostileString,
        ),
        (values) => {
          const result = validateForm(schema, values);

          expect(result).toEqual(emptyForm);
          expectOnlyCatalogueWords(result);
        },
        { numRuns: 20 },
      );
    },
  );

  it.each(FORMS)('$name: values a member can type are accepted', async (form) => {
    await holdsFor(
      `form ${form.name}: valid values`,
      edgeInstant.chain((now) => fc.record({ now: fc.constant(now), values: form.valid(now) })),
      ({ now, values }) => {
        const result = validateForm(form.schema(now), values);

        expect(result.ok ? 'accepted' : result.fieldErrors).toBe('accepted');
      },
      { numRuns: form.runs ?? RUNS },
    );
  });

  it('the register form takes an 18th birthday on the London calendar, and not the day before', async () => {
    await holdsFor(
      'form makeRegisterSchema: 18th birthday at midnight and DST',
      edgeInstant,
      (now) => {
        const today = londonDayKey(now);
        const birthday = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
        const dayAfter = new Date(`${birthday}T12:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        const schema = makeRegisterSchema(now).pick(['dob']);

        // Someone born on 29 February has no birthday in a common year: that case is skipped.
        fc.pre(isCalendarDate(birthday));
        expect(validateForm(schema, { dob: birthday }).ok).toBe(true);
        expect(validateForm(schema, { dob: dayAfter.toISOString().slice(0, 10) })).toMatchObject({
          ok: false,
          fieldErrors: { dob: messages.validation.under18 },
        });
      },
      { numRuns: RUNS },
    );
  });
});

describe(
  'bad input: the password policy (src/core/kernel/password.ts)',
  { timeout: 60_000 },
  () => {
    beforeAll(async () => {
      estimator = await loadPasswordEstimator();
    });

    it('assesses any password and any personal details without throwing', async () => {
      await holdsFor(
        'password policy: assessPassword',
        fc.record({
          password: hostileString,
          details: fc.record(
            { firstName: hostileString, lastName: hostileString, email: hostileString },
            { requiredKeys: [] },
          ),
        }),
        ({ password, details }) => {
          const inputs = passwordUserInputs(details);
          const assessment = assessPassword(estimator, password, inputs);

          expect(inputs.every((word) => typeof word === 'string' && word.trim() !== '')).toBe(true);
          expect(messages.passwordStrength).toContain(assessment.label);
          if (password.length > 128) {
            expect(assessment.strongEnough).toBe(false);
            expect(assessment.advice).toEqual([messages.validation.passwordTooLong(128)]);
          }
          if (password === '') expect(assessment.strongEnough).toBe(false);
        },
        { numRuns: 40, examples: [{ password: 'x'.repeat(10_000), details: {} }] },
      );
    });
  },
);
