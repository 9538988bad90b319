/**
 * The analytics-recordEngagement request (our extension): one usage event, as the app sends it.
 */
import * as yup from 'yup';
import { ENGAGEMENT_TYPES, type EngagementEvent } from '../callables';
import { sentAsText } from '../requestFields';

/** analytics-recordEngagement: anything but one of the app's own usage events, as it sends it. */
export const NOT_AN_ENGAGEMENT_EVENT = 'This is not a usage event the app sends';
/** A game's or an event's id as the app reports it: letters, digits, '.', '_', ':' or '-'. */
export const ENGAGEMENT_ID_PATTERN = /^[A-Za-z0-9][\w.:-]{0,99}$/;

/** The fields each engagement event has, all of them and no other (EngagementEvent). */
const ENGAGEMENT_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'optin|game': ['type', 'category', 'gameId'],
  'optin|event': ['type', 'category', 'eventId'],
  'spin wheel|': ['type', 'gameId', 'win'],
};

const engagementId = () =>
  yup
    .string()
    .typeError(NOT_AN_ENGAGEMENT_EVENT)
    .test(...sentAsText(NOT_AN_ENGAGEMENT_EVENT))
    .matches(ENGAGEMENT_ID_PATTERN, NOT_AN_ENGAGEMENT_EVENT)
    .optional();

/**
 * One customer_engagement event (spec section 7), strictly: the spec's two types, each with
 * exactly its own fields. A field it does not have is refused, not stripped, so nothing the app
 * does not send today (a uid, a name, free text) can reach the stored statistics. yup has no
 * union type, so the fields are checked one by one and the shape by the raw request's keys.
 */
const engagementEvent = () =>
  yup
    .object({
      type: yup
        .string()
        .typeError(NOT_AN_ENGAGEMENT_EVENT)
        .required(NOT_AN_ENGAGEMENT_EVENT)
        .oneOf(ENGAGEMENT_TYPES, NOT_AN_ENGAGEMENT_EVENT),
      category: yup
        .string()
        .typeError(NOT_AN_ENGAGEMENT_EVENT)
        .oneOf(['game', 'event'] as const, NOT_AN_ENGAGEMENT_EVENT)
        .optional(),
      gameId: engagementId(),
      eventId: engagementId(),
      win: yup.boolean().strict().typeError(NOT_AN_ENGAGEMENT_EVENT).optional(),
    })
    .test('one-engagement-event', NOT_AN_ENGAGEMENT_EVENT, function oneEngagementEvent() {
      const raw: unknown = this.originalValue;
      if (typeof raw !== 'object' || raw === null) return true;
      const { type, category } = raw as { type?: unknown; category?: unknown };
      const fields =
        ENGAGEMENT_EVENT_FIELDS[
          `${String(type)}|${category === undefined ? '' : String(category)}`
        ];
      const keys = Object.keys(raw);
      return (
        fields !== undefined &&
        keys.length === fields.length &&
        fields.every((field) => keys.includes(field))
      );
    })
    .meta({ refusal: NOT_AN_ENGAGEMENT_EVENT }) as unknown as yup.ObjectSchema<EngagementEvent>;

export const analyticsRequests = {
  // Our extension: a usage event, only with the member's consent; nothing that names them.
  'analytics-recordEngagement': engagementEvent(),
};
