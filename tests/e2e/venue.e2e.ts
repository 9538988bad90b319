import type { Page } from '@playwright/test';
import { rsvpMessages } from '../../src/core/events/rsvpMessages';
import { notices } from '../../src/core/kernel/notices';
import { BOTH_SIZES, expect, expectAccessible, signIn, skipAtThisSize, test } from './support';

/**
 * The venue and events: My Casino's picture, directions and phone; an event into the
 * member's calendar; giving up an RSVP; the whole event row as the tap target; More from 768 px.
 */

test.describe.configure({ timeout: 60_000 });

const MAYFAIR = 'The Metropolitan Mayfair';
const RSVP_EVENT = '/events/mayfair-rsvp-poker-masterclass';
/** The app writes a typographic apostrophe: You’re on the list. */
const ON_THE_LIST = /^You.re on the list$/;

/** The RSVP panel, named by its heading. */
const rsvpPanel = (page: Page, heading: string) => page.getByRole('region', { name: heading });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

test(
  'My Casino: the picture, directions in the maps app, opening hours and a phone to tap',
  { tag: BOTH_SIZES },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto('/mycasino');

    const picture = page.getByRole('img', { name: `${MAYFAIR} from the street` });
    await expect(picture).toHaveAttribute('src', '/brand/venues/mayfair-front.svg');
    await expect(picture).toHaveAttribute('width', '1200');
    await expect(picture).toHaveAttribute('height', '675');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    const directions = page.getByRole('link', { name: /^Get directions to / });
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=14%20Hay%20Hill%2C%20London%20W1J%206DQ',
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(page.getByText('Open daily, 12pm to 6am')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call 020 7946 0614' })).toHaveAttribute(
      'href',
      'tel:02079460614',
    );
    // The picture's box is there before the picture: nothing below it moves when it arrives.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const box = await picture.boundingBox();
    expect(box?.height).toBeGreaterThan(100);
    await expectAccessible(page);
  },
);

test(
  'Add to calendar saves an .ics file of the event, made on the device',
  { tag: BOTH_SIZES },
  async ({ page }) => {
    await signIn(page, 'king@example.com');
    await page.goto(RSVP_EVENT);
    await expect(page.getByRole('heading', { name: 'Poker Masterclass' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');

    expect(download.suggestedFilename()).toBe('poker-masterclass.ics');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('UID:mayfair-rsvp-poker-masterclass@events.met-rewards');
    expect(lines).toContain('SUMMARY:Poker Masterclass');
    expect(lines).toContain(`LOCATION:${MAYFAIR}\\, 14 Hay Hill\\, London W1J 6DQ`);
    expect(lines.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T183000Z$/);
    expect(lines.find((line) => line.startsWith('DTEND:'))).toMatch(/^DTEND:\d{8}T213000Z$/);
  },
);

test(
  'says yes to an event, then cancels the place, asked once; it stays cancelled after a reload',
  { tag: BOTH_SIZES },
  async ({ page }) => {
    await signIn(page, 'jack@example.com');
    await page.goto(RSVP_EVENT);
    await page.getByRole('button', { name: 'Count me in' }).click();
    await expect(page.getByRole('status').getByText(ON_THE_LIST)).toBeVisible();
    // On the list, the panel no longer invites the member to save a place.
    await expect(rsvpPanel(page, rsvpMessages.headingOnList)).toContainText(
      rsvpMessages.lookForward,
    );
    await expect(page.getByRole('heading', { name: rsvpMessages.heading })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel my place' }).click();
    const confirm = page.getByRole('group', { name: 'Cancel your place at Poker Masterclass?' });
    await expect(confirm).toContainText('You can say yes again before it starts.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Keep my place' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('status').getByText(ON_THE_LIST)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel my place' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel my place' }).click();

    await expect(page.getByText(notices.rsvpCancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Count me in' })).toBeVisible();
    await expect(page.getByRole('status').getByText(ON_THE_LIST)).toHaveCount(0);
    await expect(rsvpPanel(page, rsvpMessages.heading)).toContainText(rsvpMessages.invite);
    // The button that gave the place up is gone: focus is on what the panel says now.
    await expect(page.getByRole('heading', { name: rsvpMessages.heading })).toBeFocused();

    // Yes again, and at once no again: each answer's toast replaces the one before it, so the
    // screen never says "cancelled" beside "opted in".
    await page.getByRole('button', { name: 'Count me in' }).click();
    await expect(page.getByText(notices.eventOptedIn)).toBeVisible();
    // Counted once, not awaited: the old toast would leave by itself after its 3 seconds.
    expect(await page.getByText(notices.rsvpCancelled).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel my place' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel my place' }).click();
    await expect(page.getByText(notices.rsvpCancelled)).toBeVisible();
    expect(await page.getByText(notices.eventOptedIn).count()).toBe(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Count me in' })).toBeVisible();
    await page.goto('/events');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Poker Masterclass' }).getByText(ON_THE_LIST),
    ).toHaveCount(0);
  },
);

test('the whole event row opens the event: its picture and its summary too', async ({ page }) => {
  await signIn(page, 'king@example.com');
  await page.goto('/events');
  const row = page.getByRole('listitem').filter({ hasText: 'Poker Masterclass' });
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  if (box === null) throw new Error('no row');

  // Near the picture's corner, not on the title's words.
  await page.mouse.click(box.x + 12, box.y + 12);
  await expect(page).toHaveURL(/\/events\/mayfair-rsvp-poker-masterclass$/);
  await page.goBack();
  // Where the summary's words are: the row's link lies over them, so the tap opens the event.
  const words = row.getByText('An evening with a professional player');
  // In the middle of the screen, clear of a phone's tab bar.
  await words.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const summary = await words.boundingBox();
  if (summary === null) throw new Error('no summary');
  await page.mouse.click(summary.x + summary.width / 2, summary.y + summary.height / 2);
  await expect(page).toHaveURL(/\/events\/mayfair-rsvp-poker-masterclass$/);
});

test('More from 768 px is not empty: the casino to call or visit, and the helpline', async ({
  page,
}) => {
  skipAtThisSize(isPhone(page), 'on a phone More lists the whole menu (shell.e2e.ts)');
  await signIn(page, 'king@example.com');
  await page.goto('/more');

  const touch = page.getByRole('region', { name: 'Get in touch' });
  await expect(touch.getByRole('heading', { name: MAYFAIR })).toBeVisible();
  await expect(touch.getByRole('link', { name: 'Call 020 7946 0614' })).toHaveAttribute(
    'href',
    'tel:02079460614',
  );
  await expect(touch.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(touch.getByRole('link', { name: 'Call 0808 8020 133' })).toHaveAttribute(
    'href',
    'tel:08088020133',
  );
  await expectAccessible(page);
});
