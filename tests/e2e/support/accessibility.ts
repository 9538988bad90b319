import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** How long what is moving in (a toast fading in) may take to come to rest before axe reads. */
const SETTLING_MS = 3_000;

/**
 * axe-core on the page as it is now, once what is moving in has come to rest (a toast halfway
 * through fading in has half its contrast): no serious or critical violation. Endless
 * animations (a spinner, a skeleton's shimmer) are not waited for.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      null,
      { timeout: SETTLING_MS },
    )
    // Still moving after that: axe reads the page as it is, as it always did.
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
