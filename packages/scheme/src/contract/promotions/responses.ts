/**
 * The promotions-* callables' answers: events and their RSVPs, games and Spin To Win.
 */
import * as yup from 'yup';
import { flag, instant, int, list, nonEmpty, shape, str, yes } from '../responseFields';

const gameSchema = shape({
  id: nonEmpty(),
  name: str(),
  description: str(),
  GameStart: instant(),
  GameEnd: instant(),
  OptinStart: instant(),
  OptinEnd: instant(),
});

const eventSchema = shape({
  id: nonEmpty(),
  uri: nonEmpty(),
  title: str(),
  summary: str(),
  description: str(),
  image: str(),
  startsAt: instant(),
  endsAt: instant(),
  venueId: int(),
  isSpotlight: flag(),
  isRsvp: flag(),
});

export const promotionsResponses = {
  'promotions-getPromotions': shape({
    events: list(eventSchema.shape({ isOnList: flag() })),
  }),
  'promotions-getGames': shape({ success: yes(), meta: list(gameSchema), serverTime: instant() }),
  'promotions-optInToEvent': shape({ success: yes(), message: yup.string().optional() }),
  'promotions-spinTheWheel': shape({ success: yes(), prize: int().min(0) }),
  'promotions-spinToWinPrizes': shape({
    success: yes(),
    prizes: list(shape({ name: str(), win: flag() })),
  }),
  // Our extension: cancel an RSVP.
  'promotions-cancelRsvp': shape({ success: yes(), cancelled: flag() }),
};
