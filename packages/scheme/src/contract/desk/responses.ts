/**
 * The desk-* callables' answers (our extension): what a code says, and a redemption.
 */
import * as yup from 'yup';
import type { DeskReading, DeskRestriction } from '../callables';
import { isPlainRecord } from '../plainRecord';
import { calendarDate, instant, int, list, nonEmpty, shape, str, yes } from '../responseFields';

/**
 * A union told apart by a field (the desk's `kind`): yup has no such type, so the value
 * is checked strictly by the shape `shapeOf` picks, and cast by it (unknown fields stripped).
 */
function oneOfShapes<T>(shapeOf: (value: unknown) => yup.Schema | undefined, message: string) {
  return yup
    .mixed<NonNullable<T>>()
    .transform(
      (value: unknown) =>
        // Stryker disable next-line BooleanLiteral: parseResponse casts only an answer its shape has validated, which is always a record, so asserting the cast's type never throws
        shapeOf(value)?.cast(value, { stripUnknown: true, assert: false }) ?? value,
    )
    .test('one-of-shapes', message, function oneOf(value) {
      if (value === undefined || value === null) return true;
      const schema = shapeOf(value);
      // Stryker disable next-line ObjectLiteral: createError without a message takes this test's own, the same words
      if (!schema) return this.createError({ message });
      try {
        schema.validateSync(value, { strict: true, abortEarly: false });
        return true;
      } catch (error) {
        const problems = error instanceof yup.ValidationError ? error.errors.join('; ') : message;
        return this.createError({ message: this.path ? `${this.path}: ${problems}` : problems });
      }
    });
}

/** The desk. */
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
)
  .nullable()
  // Said, even when there is none: the desk's screen reads what it says, and a reading without it
  // would fail there instead of here, as unreadable.
  .defined();

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

export const deskResponses = {
  // Our extension: the desk.
  'desk-readCode': deskReadingSchema,
  'desk-redeem': shape({ success: yes(), redemption: deskRedemptionSchema }),
};
