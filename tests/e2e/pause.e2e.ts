import type { Locator, Page } from '@playwright/test';
import { BREAK_PERIOD_LABELS, breakEndFor, breakMessage, type BreakPeriod } from '@met/scheme';
import { rsvpMessages } from '../../src/core/events/rsvpMessages';
import { messages } from '../../src/core/kernel/messages';
import { takeBreakMessages } from '../../src/core/member/takeBreakMessages';
import { pauseMessages } from '../../src/core/member/pauseMessages';
import { consentMessages } from '../../src/core/settings/consentMessages';
import { expect, expectAccessible, SAME_AT_EVERY_SIZE, signIn, test } from './support';

/**
 * One story for a pause (a break, or the casino's self-exclusion): the communication page says
 * first that nothing is sent and until when, and beside each switch that is on; home's Explore
 * offers only what still works; an RSVP event says booking is paused, and until when, and a place
 * saved before the pause can be given up without a promise of saying yes again; the safer
 * gambling page does not invite a self-excluded member to enrol in SENSE.
 */
test.describe.configure({ timeout: 90_000 });

const RSVP_EVENT = '/events/mayfair-rsvp-poker-masterclass';
const EXCLUDED = 'excluded@example.com';
const VENUE = 'The Metropolitan Mayfair';

const pausedNote = (page: Page): Locator => page.getByTestId('marketing-paused');
const problemDialog = (page: Page): Locator =>
  page.getByRole('alertdialog', { name: messages.dialog.problemTitle });
const channel = (page: Page, name: string): Locator =>
  page.getByRole('switch', { name: new RegExp(`^${name}`) });

/** Takes a break of `period` on the safer gambling page; answers the end the server set. */
async function takeBreak(page: Page, period: BreakPeriod): Promise<Date> {
  await page.goto('/safer-gambling');
  const panel = page.getByTestId('take-break');
  await panel.getByRole('radio', { name: BREAK_PERIOD_LABELS[period] }).check();
  await panel.getByRole('button', { name: takeBreakMessages.heading }).click();
  const before = Date.now();
  await panel.getByRole('button', { name: takeBreakMessages.confirm }).click();
  await expect(page.getByTestId('pause-note')).toBeVisible();
  const after = Date.now();
  const shown = (await page.getByTestId('pause-note').locator('p').first().textContent()) ?? '';
  for (let at = before; at <= after + 60_000; at += 30_000) {
    const end = breakEndFor(period, new Date(Math.min(at, after)));
    if (breakMessage(end) === shown) return end;
  }
  throw new Error(`no break end matches "${shown}"`);
}

/** Home's Explore: nothing that leads to "paused", and what a paused member can do instead. */
async function expectExploreWithoutDeadEnds(page: Page): Promise<void> {
  await page.goto('/');
  const explore = page.getByRole('navigation', { name: 'Explore' });
  await expect(explore.getByRole('link', { name: /Points activity/ })).toBeVisible();
  await expect(explore.getByRole('link', { name: /My Casino/ })).toBeVisible();
  await expect(explore.getByRole('link', { name: new RegExp(messages.titles.offers) })).toHaveCount(
    0,
  );
  await expect(explore.getByRole('link', { name: /What's On/ })).toHaveCount(0);
  // The pause is said once on home.
  await expect(page.getByTestId('pause-note')).toHaveCount(1);
}

/**
 * /offers reloaded after the break was taken on this page: the device's copy of the member is the
 * break's answer, so the saved offers are not refreshed into the server's refusal. Once the
 * server's member is in (home's points no longer the device's copy), the pause is said once and
 * no Problem dialog repeats it.
 */
async function expectOffersReloadedSayPauseOnce(page: Page): Promise<void> {
  await page.goto('/offers');
  await page.reload();
  await expect(page.getByTestId('pause-note')).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page.locator('#root [data-from-device]')).toHaveAttribute(
    'data-from-device',
    'false',
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Offers', exact: true })
    .click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByTestId('pause-note')).toHaveCount(1);
  await expect(problemDialog(page)).toHaveCount(0);
}

/**
 * On the list, then a break past the event's start: the panel does not look forward to seeing
 * the member, the place can still be given up, and neither the question nor the answer promises
 * a yes again; then booking is paused.
 */
async function expectPlaceGivenUpOnBreak(
  page: Page,
  pause: { kind: 'break'; endsAt: Date },
): Promise<void> {
  await page.goto(RSVP_EVENT);
  const panel = page.getByRole('region', { name: rsvpMessages.headingOnList });
  const startsAt = await eventStart(page);
  await expect(panel.getByRole('status')).toContainText(rsvpMessages.onList);
  await expect(page.getByTestId('rsvp-note')).toHaveText(
    rsvpMessages.pausedOnList(pause, startsAt)!,
  );
  await expect(panel).not.toContainText(rsvpMessages.lookForward);
  await panel.getByRole('button', { name: rsvpMessages.cancel }).click();
  const confirm = panel.getByRole('group', {
    name: rsvpMessages.confirmHeading('Poker Masterclass'),
  });
  await expect(confirm).toContainText(rsvpMessages.confirmText(pause, startsAt));
  await expect(confirm).toContainText('you can’t say yes again');
  await confirm.getByRole('button', { name: rsvpMessages.confirmCancel }).click();
  await expect(page.getByText(rsvpMessages.cancelledWhilePaused(pause, startsAt))).toBeVisible();
  await expect(page.getByTestId('rsvp-paused')).toContainText(pauseMessages.rsvp(pause));
  await expect(page.getByRole('heading', { name: pauseMessages.rsvpHeading })).toBeFocused();
}

/** The masterclass's start, as its page says it (the demo world dates it from today). */
async function eventStart(page: Page): Promise<Date> {
  const iso = await page.locator('.event-details time').first().getAttribute('datetime');
  return new Date(iso ?? '');
}

async function expectRsvpPaused(page: Page, says: string): Promise<void> {
  await page.goto(RSVP_EVENT);
  const panel = page.getByTestId('rsvp-paused');
  await expect(panel.getByRole('heading', { name: pauseMessages.rsvpHeading })).toBeVisible();
  await expect(panel).toContainText(says);
  await expect(page.getByRole('button', { name: 'Count me in' })).toHaveCount(0);
}

test(
  'a member on a break: the communication page says nothing is sent until the break ends; no dead-end shortcut; the place saved before is given up, then no RSVP',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, 'jack@example.com');
    // Jack says yes to the masterclass first, then takes a break that lasts past its start.
    await page.goto(RSVP_EVENT);
    await page.getByRole('button', { name: rsvpMessages.countMeIn }).click();
    await expect(page.getByTestId('rsvp-note')).toHaveText(rsvpMessages.lookForward);
    const endsAt = await takeBreak(page, '30d');
    const pause = { kind: 'break', endsAt } as const;
    await expectOffersReloadedSayPauseOnce(page);

    await page.goto('/settings/communications');
    await expect(pausedNote(page).getByRole('heading')).toHaveText(
      consentMessages.pausedHeading(pause),
    );
    // Jack agreed to email and SMS: both say they are paused; the switches still work.
    for (const name of ['Email', 'SMS']) {
      await expect(channel(page, name)).toBeChecked();
      await expect(channel(page, name)).toBeEnabled();
      await expect(channel(page, name)).toHaveAccessibleDescription(
        new RegExp(consentMessages.switchPaused(pause)),
      );
    }
    await expect(page.getByTestId('consent-summary')).toHaveText(
      'You agree to marketing by email and SMS, but we send you none until your break ends.',
    );
    await expectAccessible(page);

    await expectExploreWithoutDeadEnds(page);
    await expectPlaceGivenUpOnBreak(page, pause);
  },
);

test(
  'excluded@example.com: nothing is sent, on the terms of self-exclusion; no channel to turn on, Stop all still works; not invited to enrol',
  { tag: SAME_AT_EVERY_SIZE },
  async ({ page }) => {
    await signIn(page, EXCLUDED);
    const pause = { kind: 'self-excluded' } as const;

    await page.goto('/settings/communications');
    await expect(pausedNote(page).getByRole('heading')).toHaveText(
      consentMessages.pausedHeading(pause),
    );
    await expect(pausedNote(page)).toContainText('at least six months');
    await expect(channel(page, 'Email')).toBeChecked();
    await expect(channel(page, 'Email')).toBeDisabled();
    await expect(channel(page, 'Email')).toHaveAccessibleDescription(
      new RegExp(consentMessages.switchPaused(pause)),
    );
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Stop all marketing' }).click();
    await expect(page.getByText(consentMessages.stopAllDone(pause), { exact: true })).toBeVisible();
    await expect(channel(page, 'Email')).not.toBeChecked();
    await expect(page.getByTestId('consent-summary')).toHaveText(
      'You have not agreed to any marketing.',
    );

    await page.goto('/safer-gambling');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: messages.saferGambling.excludedHeading }),
    ).toBeVisible();
    await expect(main.getByText(/enrol online/i)).toHaveCount(0);
    await expect(main.getByText(messages.saferGambling.contactExcluded(VENUE))).toBeVisible();

    await expectExploreWithoutDeadEnds(page);
    await expectRsvpPaused(page, pauseMessages.rsvp(pause));
  },
);
