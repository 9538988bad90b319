/** An event or promotion at the home casino (promotions-getPromotions). */
export interface CasinoEvent {
  id: string;
  /** The event's page on the site; an RSVP names the event by it. */
  uri: string;
  title: string;
  summary: string;
  /** CMS HTML: sanitised before it is rendered. */
  description: string;
  image: string;
  startsAt: Date;
  endsAt: Date;
  isSpotlight: boolean;
  /** Members say they are coming ('Count me in'). */
  isRsvp: boolean;
}
