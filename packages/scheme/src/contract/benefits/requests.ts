/**
 * The benefits-getBenefits request: a tier's benefits at a casino.
 */
import * as yup from 'yup';
import { text, venueId } from '../requestFields';

export const benefitsRequests = {
  'benefits-getBenefits': yup.object({ tier: text('Tier', 50), venueId: venueId() }),
};
