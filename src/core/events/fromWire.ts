import type { PromotionEvent } from '@met/scheme/contract';
import type { CasinoEvent } from './CasinoEvent';

/* The wire's records (CRM and CMS spellings, ISO strings) become this feature's models here, once. */

export function eventFromWire(wire: PromotionEvent): CasinoEvent {
  return {
    id: wire.id,
    uri: wire.uri,
    title: wire.title,
    summary: wire.summary,
    description: wire.description,
    image: wire.image,
    startsAt: new Date(wire.startsAt),
    endsAt: new Date(wire.endsAt),
    isSpotlight: wire.isSpotlight,
    isRsvp: wire.isRsvp,
  };
}
