import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { earliest } from '../../../core/kernel/earliest';
import { messages } from '../../../core/kernel/messages';
import { MemberStore } from '../../../core/member/MemberStore';
import { pathTo } from '../../../core/navigation/routes';
import { venueContact } from '../../../core/venue/venueContact';
import { VenueStore } from '../../../core/venue/VenueStore';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/iconShapes';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/PageHeader';
import { useService } from '../../di';
import { SavedDataNote } from '../../shell/SavedDataNote';
import { TakeBreakPanel } from './TakeBreakPanel';
import './SaferGamblingScreen.css';

const text = messages.saferGambling;

function SchemeLink({ name, href, about }: { name: string; href: string; about: string }) {
  return (
    <li className="safer-gambling__scheme">
      <a href={href} target="_blank" rel="noopener noreferrer" className="safer-gambling__name">
        {name}
        <Icon name="external" size="1rem" />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <p>{about}</p>
    </li>
  );
}

function AppLink({
  href,
  icon,
  label,
  about,
}: {
  href: string;
  icon: IconName;
  label: string;
  about: string;
}) {
  return (
    <li>
      <Link href={href} className="safer-gambling__app-link">
        <Icon name={icon} size="1.25rem" />
        <span>
          <span className="safer-gambling__name">{label}</span>
          <span className="safer-gambling__about">{about}</span>
        </span>
        <Icon name="chevron" size="1.125rem" className="safer-gambling__chevron" />
      </Link>
    </li>
  );
}

/**
 * /safer-gambling (DECISIONS.md "Safer gambling"): the National Gambling Helpline, SENSE and
 * GAMSTOP, the home casino's contact, 'Take a break' (TakeBreakPanel), and what the app offers
 * today. One tap from the menus and from Spin To Win.
 */
export default observer(function SaferGamblingScreen() {
  const venues = useService(VenueStore);
  const member = useService(MemberStore);
  const excluded = member.pause.kind === 'self-excluded';
  const contact = venueContact(venues.venue);
  useEffect(() => {
    // The session loads the venue at sign-in; if that failed, arriving here tries again.
    if (venues.venueStatus === 'error') void venues.loadVenue();
  }, [venues]);

  return (
    <div className="safer-gambling">
      <PageHeader title={text.title} subtitle={text.lead} />
      {/* The break or exclusion and the casino's contact may come from the device's copy. */}
      <SavedDataNote savedAt={earliest(member.savedAt, venues.venueSavedAt)} />

      <section className="safer-gambling__helpline" aria-labelledby="helpline-heading">
        <h2 id="helpline-heading">{text.helplineHeading}</h2>
        <p>{text.helplineText}</p>
        <LinkButton href={text.helplineHref} icon="phone">
          {text.callHelpline}
        </LinkButton>
      </section>

      <TakeBreakPanel />

      <section className="safer-gambling__panel" aria-labelledby="exclude-heading">
        <h2 id="exclude-heading">{excluded ? text.excludedHeading : text.excludeHeading}</h2>
        <ul className="safer-gambling__schemes">
          {/* Already enrolled in SENSE: told what it covers, not invited to enrol. */}
          <SchemeLink
            name={text.sense}
            href={text.senseHref}
            about={excluded ? text.senseEnrolledText : text.senseText}
          />
          <SchemeLink name={text.gamstop} href={text.gamstopHref} about={text.gamstopText} />
        </ul>
      </section>

      <section className="safer-gambling__panel" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{text.contactHeading}</h2>
        <p>
          {excluded
            ? text.contactExcluded(contact?.name ?? null)
            : contact
              ? text.contactText(contact.name)
              : text.contactNoVenue}
        </p>
        {contact?.telHref && (
          <LinkButton href={contact.telHref} icon="phone" variant="secondary">
            {`Call ${contact.name}, ${contact.phone}`}
          </LinkButton>
        )}
      </section>

      <section className="safer-gambling__panel" aria-labelledby="in-app-heading">
        <h2 id="in-app-heading">{text.inAppHeading}</h2>
        <ul className="safer-gambling__app-links">
          <AppLink
            href={pathTo('support')}
            icon="support"
            label={text.supportLink}
            about={text.supportText}
          />
          <AppLink
            href={pathTo('infoResponsibleGaming')}
            icon="shield"
            label={text.infoLink}
            about={text.infoText}
          />
        </ul>
      </section>
    </div>
  );
});
