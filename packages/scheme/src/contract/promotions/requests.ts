/**
 * The promotions-* callables' requests: events and their RSVPs, games and Spin To Win.
 */
import * as yup from 'yup';
import {
  idText,
  location,
  MEMBERSHIP_NUMBER_RULE,
  nothing,
  sentAsText,
  trimmed,
  venueId,
} from '../requestFields';
import { MEMBERSHIP_NUMBER_MAX_LENGTH } from '../../rules/limits';

/** promotions-cancelRsvp: the place cancelled is always the caller's own. */
export const NAMES_ONLY_THE_EVENT = 'This request names only the event: the place is your own.';

export const promotionsRequests = {
  'promotions-getPromotions': yup.object({ venueId: venueId() }),
  'promotions-getGames': nothing(),
  'promotions-optInToEvent': yup.object({
    uri: idText('Event'),
    // Ignored by the backend (the member comes from the caller's login); kept for the wire shape.
    customerNumber: yup
      .string()
      .typeError('Membership number must be text')
      .test(...sentAsText('Membership number must be text'))
      .transform(trimmed)
      .max(MEMBERSHIP_NUMBER_MAX_LENGTH, MEMBERSHIP_NUMBER_RULE)
      .default(''),
    homeCasinoName: yup
      .string()
      .typeError('Casino name must be text')
      .test(...sentAsText('Casino name must be text'))
      .transform(trimmed)
      .max(200, 'Casino name must be at most 200 characters')
      .default(''),
  }),
  'promotions-spinTheWheel': yup.object({ location: location(), gameId: idText('Game id') }),
  'promotions-spinToWinPrizes': yup.object({ gameId: idText('Game id') }),
  // Our extension: the place is always the caller's own; a number or uid is refused.
  'promotions-cancelRsvp': yup
    .object({ uri: idText('Event') })
    .test('names-only-the-event', NAMES_ONLY_THE_EVENT, function onlyTheEvent() {
      const raw: unknown = this.originalValue;
      return (
        typeof raw !== 'object' ||
        // Stryker disable next-line ConditionalExpression: an object schema refuses null before its tests run; this check narrows the type
        raw === null ||
        Object.keys(raw).every((key) => key === 'uri')
      );
    }),
};
