import type { Locator, Page } from '@playwright/test';
import { breakEndFor, breakMessage, SELF_EXCLUDED_MESSAGE } from '@met/scheme';
import { DEMO_GAME_IDS } from '../../functions/src/seed/demoGames';
import { cardMessages } from '../../src/core/card/cardMessages';
import { takeBreakMessages } from '../../src/core/member/takeBreakMessages';
import { BOTH_SIZES, expect, expectAccessible, signIn, test } from './support';

/**
 * Take a break and self-exclusion: a member takes a 24-hour break on the safer
 * gambling page, confirmed once; home then says until when, offers, Spin To Win and RSVPs are
 * hidden (the server refuses them: tests/hostile proves it), while the card and points still
 * show. excluded@example.com, whom the casino marks self-excluded, sees the same with SENSE's
 * wording. Each test starts from a fresh world (fake mode) or the reset emulator world.
 */
test.describe.configure({ timeout: 90_000 });

const text = takeBreakMessages;
const KING = { email: 'king@example.com', number: '100104' };
const EXCLUDED = { email: 'excluded@example.com', number: '100115' };
const OFFER = '/offers/king-steak-night';
const GAME = `/games/spin-the-wheel/${DEMO_GAME_IDS.open}`;
const RSVP_EVENT = '/events/mayfair-rsvp-poker-masterclass';
const SHOTS = process.env.BREAK_SHOTS;

const pauseNote = (page: Page): Locator => page.getByTestId('pause-note');

/** The break's end as the server set it: 24 hours after a moment between `before` and `after`. */
function possibleMessages(before: number, after: number): string[] {
  const ends = new Set<number>();
  for (let at = before; at <= after + 60_000; at += 30_000) {
    ends.add(breakEndFor('24h', new Date(Math.min(at, after))).getTime());
  }
  return [...ends].map((end) => breakMessage(new Date(end)));
}

async function expectCardAndPoints(page: Page, number: string): Promise<void> {
  await page.goto('/');
  // The app's own figure: after a reload the painted copy of home is laid over it for a moment.
  await expect(page.locator('#root .rewards-card__balance')).toBeVisible();
  await page.getByRole('link', { name: cardMessages.showCard }).click();
  await expect(page).toHaveURL(/\/card$/);
  await expect(page.locator('.member-card').getByTestId('card-membership-number')).toHaveText(
    number,
  );
}

async function expectPausedScreens(page: Page, message: string, pausedHere: string) {
  await page.goto('/offers');
  await expect(pauseNote(page)).toContainText(pausedHere);
  await expect(pauseNote(page)).toContainText(message);
  await expect(page.getByRole('heading', { name: 'My Offers' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(OFFER);
  await expect(pauseNote(page)).toContainText(message);
  await expect(page.locator('main img[alt*="QR" i]')).toHaveCount(0);

  await page.goto(GAME);
  await expect(pauseNote(page)).toContainText(message);
  await expect(page.getByRole('button', { name: /spin/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /opt in/i })).toHaveCount(0);

  await page.goto(RSVP_EVENT);
  await expect(page.getByRole('heading', { name: 'Poker Masterclass' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Count me in' })).toHaveCount(0);
}

test(
  'a member takes a 24-hour break, confirmed once; home says until when, offers and Spin To Win are hidden, card and points stay',
  { tag: BOTH_SIZES },
  async ({ page }, testInfo) => {
    await signIn(page, KING.email);
    await page.goto('/safer-gambling');
    const panel = page.getByTestId('take-break');
    await expect(panel.getByRole('heading', { name: text.heading })).toBeVisible();
    await panel.getByRole('radio', { name: '24 hours' }).check();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tool-${testInfo.project.name}.png` });
    await panel.getByRole('button', { name: text.heading }).click();

    // The one confirmation: it says when the break ends and that it cannot be ended in the app.
    const confirm = panel.getByRole('group', { name: text.confirmHeading });
    await expect(confirm.getByRole('heading', { name: text.confirmHeading })).toBeFocused();
    await expect(confirm).toContainText('will last until');
    await expect(confirm).toContainText('It cannot be shortened or ended in the app');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirm-${testInfo.project.name}.png` });
    const before = Date.now();
    await confirm.getByRole('button', { name: text.confirm }).click();
    await expect(pauseNote(page)).toBeVisible();
    const after = Date.now();

    const shown = (await pauseNote(page).locator('p').first().textContent()) ?? '';
    const candidates = possibleMessages(before, after);
    expect(candidates, `the break's end: ${shown}`).toContain(shown);
    // Only a longer break is offered now: 24 hours is not among the choices.
    await expect(panel.getByRole('heading', { name: text.lengthen })).toBeVisible();
    await expect(panel.getByRole('radio', { name: '24 hours' })).toHaveCount(0);
    await expectAccessible(page);
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/on-break-tool-${testInfo.project.name}.png` });

    // Home: the break and its end, the points; no Spin To Win.
    await page.goto('/');
    await expect(pauseNote(page)).toContainText(shown);
    await expect(pauseNote(page).getByRole('heading')).toHaveText(text.onBreakHeading);
    await expect(page.locator('#root .rewards-card__balance')).toBeVisible();
    await expect(page.getByRole('link', { name: /spin to win/i })).toHaveCount(0);
    await expectAccessible(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/home-${testInfo.project.name}.png`, fullPage: true });
    }

    // Still so after a reload (the member's record, kept in the device copy too).
    await page.reload();
    await expect(pauseNote(page)).toContainText(shown);

    await expectPausedScreens(page, shown, text.pausedHere);
    await expectCardAndPoints(page, KING.number);
  },
);

test(
  'excluded@example.com: self-excluded, told in SENSE’s words; no offers, Spin To Win or RSVPs, no break to take; card and points stay',
  { tag: BOTH_SIZES },
  async ({ page }, testInfo) => {
    await signIn(page, EXCLUDED.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(pauseNote(page).getByRole('heading')).toHaveText(text.excludedHeading);
    await expect(pauseNote(page)).toContainText(SELF_EXCLUDED_MESSAGE);
    await expect(page.locator('#root .rewards-card__balance')).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) {
      await page.screenshot({
        path: `${SHOTS}/home-excluded-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }

    await page.goto('/safer-gambling');
    await expect(pauseNote(page)).toContainText(SELF_EXCLUDED_MESSAGE);
    await expect(page.getByTestId('take-break')).toHaveCount(0);
    await expectAccessible(page);

    await expectPausedScreens(page, SELF_EXCLUDED_MESSAGE, text.pausedHereExcluded);
    await expectCardAndPoints(page, EXCLUDED.number);
  },
);
