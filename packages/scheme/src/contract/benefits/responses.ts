/**
 * The benefits-getBenefits answer: a tier's benefits at a casino.
 */
import * as yup from 'yup';
import { int, list, shape, str } from '../responseFields';

const benefitsSchema = shape({
  tier: str(),
  venueId: int(),
  title: str(),
  intro: str(),
  items: list(shape({ title: str(), description: str(), fromTier: yup.string().optional() })),
});

export const benefitsResponses = {
  'benefits-getBenefits': benefitsSchema,
};
