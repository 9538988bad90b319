import type { Page } from '@playwright/test';

/** Opens a page by the app's own navigation, as a tap on a link does (no page load). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
