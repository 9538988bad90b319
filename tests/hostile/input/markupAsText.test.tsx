// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  benefitsFromWire,
  restaurantFromWire,
  venueFromWire,
} from '../../../src/core/venue/fromWire';
import { eventFromWire } from '../../../src/core/events/fromWire';
import { offerFromWire } from '../../../src/core/offers/fromWire';
import { SupportStore } from '../../../src/core/support/SupportStore';
import { ContainerProvider } from '../../../src/ui/di';
import { MemberSummary } from '../../../src/ui/layouts/MemberSummary';
import SupportScreen from '../../../src/ui/screens/support/SupportScreen';
import { BenefitList } from '../../../src/ui/screens/venue/BenefitList';
import { EventDetails } from '../../../src/ui/screens/events/EventDetails';
import { EventListItem } from '../../../src/ui/screens/events/EventListItem';
import { SpotlightEvent } from '../../../src/ui/screens/events/SpotlightEvent';
import { HomeGreeting } from '../../../src/ui/screens/home/HomeGreeting';
import { OfferCard } from '../../../src/ui/screens/offers/OfferCard';
import { OfferDetails } from '../../../src/ui/screens/offers/OfferDetails';
import { MembershipCard } from '../../../src/ui/screens/profile/MembershipCard';
import { ProfileDetails } from '../../../src/ui/screens/profile/ProfileDetails';
import { RestaurantDetails } from '../../../src/ui/screens/venue/RestaurantDetails';
import { VenueCard } from '../../../src/ui/screens/venue/VenueCard';
import { aMember } from '../../builders/aMember';
import { aRestaurant } from '../../builders/aRestaurant';
import { aVenue } from '../../builders/aVenue';
import { anOffer } from '../../builders/anOffer';
import { anEvent } from '../../builders/anEvent';
import { someBenefits } from '../../builders/someBenefits';
import { coreWithDoubles, type CoreWithDoubles } from '../../doubles/coreWithDoubles';
import { cleanupDom, renderInDom } from '../../ui/components/renderInDom';
import { tallyEach } from '../tally';

/**
 * Names, venue texts, event and offer titles and support ticket texts carrying markup render as
 * the literal text, never as elements: the real components, rendered by react-dom in jsdom. React
 * escapes text, so this proves nobody set these texts as HTML; only <Html> may, with CMS HTML
 * that went through sanitiseHtml.
 */

const MARKUP_TEXTS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '&lt;b&gt;not bold&lt;/b&gt;',
  '<a href="javascript:alert(1)">click</a>',
];

/** Elements none of these texts may become. */
const INJECTED = 'script, iframe, svg[onload], img[src="x"], a[href^="javascript"], b';

function inApp(core: CoreWithDoubles, ui: ReactNode): ReactNode {
  return (
    <ContainerProvider container={core.container}>
      <Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>
    </ContainerProvider>
  );
}

function expectLiteralText(container: HTMLElement, text: string): void {
  expect(container.textContent).toContain(text);
  expect(container.querySelectorAll(INJECTED)).toHaveLength(0);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const handlers = Array.from(element.attributes).filter((a) => a.name.startsWith('on'));
    expect(handlers.map((a) => a.name)).toEqual([]);
  }
}

/** Each view of a member- or backend-supplied text, drawn with `text` in every text field. */
const VIEWS: readonly {
  name: string;
  render: (text: string, core: CoreWithDoubles) => ReactNode;
}[] = [
  {
    name: 'home greeting (first name, venue)',
    render: (text) => (
      <HomeGreeting
        greeting="Good evening"
        firstName={text}
        venueName={text}
        venueLoading={false}
      />
    ),
  },
  {
    name: 'sidebar member summary',
    render: (text) => <MemberSummary name={text} tierName={text} />,
  },
  {
    name: 'profile membership card and details',
    render: (text) => {
      const member = aMember()
        .with({ first_name: text, last_name: text, email: text, customer_number: text })
        .buildModel();
      return (
        <>
          <MembershipCard member={member} fullName={`${text} ${text}`} tier="King" />
          <ProfileDetails member={member} />
        </>
      );
    },
  },
  {
    name: 'my casino venue card',
    render: (text) => (
      <VenueCard
        venue={venueFromWire(
          aVenue({
            pagetitle: text,
            address: text,
            openingHours: text,
            phone: text,
            logo: '',
          }),
        )}
      />
    ),
  },
  {
    name: 'restaurant',
    render: (text) => (
      <RestaurantDetails
        restaurant={restaurantFromWire(
          aRestaurant({
            name: text,
            description: `<p>${text.replace(/</g, '&lt;')}</p>`,
            openingHours: [{ days: text, hours: text }],
            menuLinks: [{ label: text, url: '/menus/dinner.pdf' }],
            image: '',
          }),
        )}
      />
    ),
  },
  {
    name: 'benefits',
    render: (text) => (
      <BenefitList
        benefits={benefitsFromWire(
          someBenefits({ title: text, items: [{ title: text, description: text }] }),
        )}
      />
    ),
  },
  {
    name: 'events list, spotlight and details',
    render: (text) => {
      const event = eventFromWire(
        anEvent({ title: text, summary: text, image: '', isRsvp: false }),
      );
      return (
        <>
          <ul>
            <EventListItem event={event} />
          </ul>
          <SpotlightEvent event={event} />
          <EventDetails event={event} />
        </>
      );
    },
  },
  {
    name: 'offer card and details',
    render: (text) => {
      const offer = offerFromWire(
        anOffer({ title: text, description: text, terms: text, image: '', redeemable: false }),
      );
      return (
        <>
          <ul>
            <OfferCard offer={offer} />
          </ul>
          <OfferDetails offer={offer} />
        </>
      );
    },
  },
];

describe('bad input: texts with markup render as text', () => {
  afterEach(cleanupDom);

  it.each(VIEWS)('$name', async (view) => {
    await tallyEach('bad input', `markup as text: ${view.name}`, MARKUP_TEXTS, (text) => {
      const core = coreWithDoubles();

      const { container, unmount } = renderInDom(inApp(core, view.render(text, core)));

      expectLiteralText(container, text);
      unmount();
    });
  });

  it('a support ticket echoes the typed text back as text, and the reference too', async () => {
    await tallyEach('bad input', 'markup as text: support ticket', MARKUP_TEXTS, async (text) => {
      const core = coreWithDoubles();
      core.callables.answer('members-submitTicket', { success: true, ticketId: text });
      const support = core.get(SupportStore);
      support.form.set('name', text.slice(0, 100));
      support.form.set('email', 'ada@example.com');
      support.form.set('topic', 'Other');
      support.form.set('message', text);

      const form = renderInDom(inApp(core, <SupportScreen />));
      const message = form.container.querySelector<HTMLTextAreaElement>('textarea');
      expect(message?.value).toBe(text);
      expect(form.container.querySelectorAll(INJECTED)).toHaveLength(0);
      form.unmount();

      await support.submit();
      const sent = renderInDom(inApp(core, <SupportScreen />));

      expect(core.callables.callsTo('members-submitTicket')[0]?.values.message).toBe(text);
      expectLiteralText(sent.container, text);
      sent.unmount();
    });
  });

  it('links the backend sends as data (menus, booking) are shown only when they are web links', async () => {
    const hostile = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/menu.pdf',
      '/\\evil.example',
    ];
    await tallyEach('bad input', 'restaurant: link targets from the backend', hostile, (url) => {
      const core = coreWithDoubles();
      const view = renderInDom(
        inApp(
          core,
          <RestaurantDetails
            restaurant={aRestaurant({
              bookingUrl: url,
              menuLinks: [
                { label: 'Dinner', url },
                { label: 'Drinks', url: 'https://metrocasinos.example/drinks.pdf' },
              ],
              image: '',
            })}
          />,
        ),
      );
      const hrefs = Array.from(view.container.querySelectorAll('a')).map((a) =>
        a.getAttribute('href'),
      );
      expect(hrefs).toContain('https://metrocasinos.example/drinks.pdf');
      expect(hrefs).not.toContain(url);
      expect(view.container.textContent).not.toContain('Book a table');
      view.unmount();
    });
  });

  it('only <Html> sets HTML in the app', async () => {
    const root = join(__dirname, '..', '..', '..', 'src');
    const sources = filesUnder(root).filter((file) => /\.(ts|tsx)$/.test(file));
    const allowed = ['ui/components/Html.tsx', 'ui/components/sanitiseHtml.ts'];
    await tallyEach('bad input', 'markup as text: source files setting HTML', sources, (file) => {
      const name = relative(root, file).split('\\').join('/');
      const source = readFileSync(file, 'utf8');
      const setsHtml =
        /dangerouslySetInnerHTML|\.innerHTML\s*=[^=]|outerHTML\s*=[^=]|insertAdjacentHTML|document\.write/.test(
          source,
        );

      expect(setsHtml && !allowed.includes(name), name).toBe(false);
    });
  });
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
