import { observer } from 'mobx-react-lite';
import { messages } from '../../../core/kernel/messages';
import { directionsHref } from '../../../core/venue/directions';
import { venueContact } from '../../../core/venue/venueContact';
import { VenueStore } from '../../../core/venue/VenueStore';
import { Icon } from '../../components/icons/Icon';
import { useService } from '../../di';

const helpline = messages.saferGambling;

/**
 * More from 768 px: the sidebar lists every page, so More is where the member reaches people:
 * their casino (call, hours, directions) and the National Gambling Helpline (DECISIONS.md
 * "Screens and look").
 */
export const GetInTouch = observer(function GetInTouch() {
  const { venue } = useService(VenueStore);
  const contact = venueContact(venue);
  const directions = venue === null ? null : directionsHref(venue.address);
  return (
    <section className="get-in-touch" aria-labelledby="get-in-touch-heading">
      <h2 id="get-in-touch-heading" className="get-in-touch__title">
        Get in touch
      </h2>
      <div className="get-in-touch__cards">
        {venue !== null && contact !== null && (
          <article className="get-in-touch__card" aria-labelledby="get-in-touch-casino">
            <Icon name="casino" size="1.5rem" />
            <h3 id="get-in-touch-casino">{contact.name}</h3>
            <p>{venue.openingHours}</p>
            <address>{venue.address}</address>
            <p className="get-in-touch__links">
              {contact.telHref !== null && <a href={contact.telHref}>Call {contact.phone}</a>}
              {directions !== null && (
                <a href={directions} target="_blank" rel="noopener noreferrer">
                  Get directions
                </a>
              )}
            </p>
          </article>
        )}
        <article className="get-in-touch__card" aria-labelledby="get-in-touch-helpline">
          <Icon name="shield" size="1.5rem" />
          <h3 id="get-in-touch-helpline">{helpline.helplineHeading}</h3>
          <p>{helpline.helplineText}</p>
          <p className="get-in-touch__links">
            <a href={helpline.helplineHref}>{helpline.callHelpline}</a>
          </p>
        </article>
      </div>
    </section>
  );
});
