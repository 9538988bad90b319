import { ContainerModule } from 'inversify';
import { card } from './card/module';
import { events } from './events/module';
import { games } from './games/module';
import { feature, type Feature } from './kernel/feature';
import { offers } from './offers/module';
import { PasskeySignInStore } from './passkeys/PasskeySignInStore';
import { passkeys } from './passkeys/module';
import { points } from './points/module';
import { SessionContent } from './session/SessionContent';
import { settings } from './settings/module';
import { VenueStore } from './venue/VenueStore';
import { venue } from './venue/module';

/** The stores the member area hands out; the rest are reached through the container. */
export { PasskeySignInStore, SessionContent, VenueStore };

/**
 * The signed-in member's features, one instance of each class: loaded into the app's container
 * by ContainerMemberAreaLoader when a session begins, so none of it is downloaded on a signed-out
 * first visit. SessionContent, the session's loader of the member's content, names them all.
 */
export const MEMBER_FEATURES: readonly Feature[] = [
  venue,
  games,
  offers,
  events,
  settings,
  card,
  points,
  passkeys,
  feature('session content', [SessionContent]),
];

export const memberModule = new ContainerModule((options) => {
  for (const { module } of MEMBER_FEATURES) module.load(options);
});
