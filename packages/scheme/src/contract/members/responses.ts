/**
 * The members-* callables' answers: the member's record, their casino and its restaurant, a
 * support ticket, their data and points.
 */
import * as yup from 'yup';
import { POINTS_MOVEMENT_KINDS, type PersonalData } from '../callables';
import { isIsoInstant } from '../formats';
import { INTERESTS } from '../../rules/options';
import {
  calendarDate,
  flag,
  instant,
  int,
  list,
  nonEmpty,
  num,
  shape,
  str,
  success,
  yes,
} from '../responseFields';

export const memberDataSchema = shape({
  id: nonEmpty(),
  customer_number: nonEmpty(),
  first_name: str(),
  last_name: str(),
  email: str(),
  phone_mobile: str(),
  suspended: flag(),
  membership_type_id: int(),
  membership_type_Name: str(),
  home_casino: int(),
  tierPoints: num(),
  rewardPoints: num(),
  loyalty_points: num(),
  loyalty_points_end_date: calendarDate(),
  interests: list(yup.string().required().oneOf(INTERESTS)),
  communications: shape({ email: flag(), sms: flag(), phone: flag(), post: flag() }),
  // Our extension: the break's end while one runs, self-exclusion, no marketing.
  breakEndsAt: yup
    .string()
    .nullable()
    .defined()
    .test(
      'iso-instant',
      '${path} must be an ISO 8601 instant or null',
      (value) => value === null || isIsoInstant(value),
    ),
  selfExcluded: flag(),
  contactable: flag(),
  consentHistory: list(
    shape({
      channel: yup
        .string()
        .required()
        .oneOf(['email', 'sms', 'phone', 'post'] as const),
      given: flag(),
      at: yup
        .string()
        .required()
        .test('iso-instant', '${path} must be an ISO 8601 instant', (value) => isIsoInstant(value)),
      how: yup
        .string()
        .required()
        .oneOf(['registration', 'settings', 'stop-all'] as const),
    }),
  ),
});

/** members-getPointsActivity (our extension). */
const pointsActivitySchema = shape({
  movements: list(
    shape({
      at: instant(),
      kind: yup.string().required().oneOf(POINTS_MOVEMENT_KINDS),
      points: int(),
      description: str(),
    }),
  ),
  expiries: list(shape({ on: calendarDate(), points: int().min(0) })),
});

const venueSchema = shape({
  id: int(),
  pagetitle: str(),
  logo: str(),
  uri: str(),
  RulesOfCasino: str(),
  restaurantUri: str(),
  address: str(),
  phone: str(),
  openingHours: str(),
  image: yup.string().optional(),
});

const restaurantSchema = shape({
  venueId: int(),
  name: str(),
  description: str(),
  openingHours: list(shape({ days: str(), hours: str() })),
  menuLinks: list(shape({ label: str(), url: str() })),
  bookingUrl: str(),
  image: str(),
});

/** Plain JSON (text, finite numbers, true/false, null, lists and records of them) as a record. */
function isJsonRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && isJson(value);
}

function isJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isJson);
}
export const membersResponses = {
  'members-registerAccount': shape({
    data: shape({ success: yes(), customerNumber: nonEmpty() }),
  }),
  'members-linkMembership': success(),
  'members-getMember': shape({ success: yes(), result: memberDataSchema }),
  'members-updateProfile': shape({ success: yes(), result: memberDataSchema }),
  'members-getVenue': venueSchema,
  'members-getRestaurant': restaurantSchema,
  'members-submitTicket': shape({ success: yes(), ticketId: nonEmpty() }),
  // Our extension: take a break.
  'members-takeBreak': shape({ success: yes(), result: memberDataSchema }),
  // Our extension: the copy is saved as it came, so only its frame is checked here.
  'members-downloadMyData': shape({
    success: yes(),
    exportedAt: instant(),
    data: yup
      .mixed<PersonalData>()
      .required()
      .test(
        'personal-data',
        '${path} must be JSON data holding the member record',
        (value) => isJsonRecord(value) && isJsonRecord(value.member),
      ),
  }),
  // Our extension: points activity.
  'members-getPointsActivity': shape({ success: yes(), result: pointsActivitySchema }),
};
