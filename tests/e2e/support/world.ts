import type { Page } from '@playwright/test';
import type { CallableName } from '../../../functions/src/contract/callables';
import type { FunctionErrorCode } from '../../../src/core/domain/functionErrors';
import type { OutboxEntry } from '../../../src/adapters/fake/FakeWorldTestApi';
import type { AnswerSource, LostAnswerCode } from '../../../src/adapters/fake/world/FaultInjector';

/**
 * window.__metFakeWorld of the page, from the test's side. Each call first waits for the app to
 * expose the world (it does once the container is composed, shortly after the page loads).
 */
export function world(page: Page) {
  const ready = () =>
    page.waitForFunction(() => window.__metFakeWorld !== undefined, null, { timeout: 10_000 });
  return {
    async reset(): Promise<void> {
      await ready();
      await page.evaluate(() => window.__metFakeWorld?.reset());
    },
    async failNext(callable: CallableName, code: FunctionErrorCode, message?: string) {
      await ready();
      await page.evaluate(
        ([name, errorCode, text]) => window.__metFakeWorld?.failNext(name, errorCode, text),
        [callable, code, message] as const,
      );
    },
    async failAlways(callable: CallableName, code: FunctionErrorCode | null, message?: string) {
      await ready();
      await page.evaluate(
        ([name, errorCode, text]) => window.__metFakeWorld?.failAlways(name, errorCode, text),
        [callable, code, message] as const,
      );
    },
    /** The backend does the next `source` request's work, then its answer is lost. */
    async loseNextAnswer(source: AnswerSource, code?: LostAnswerCode): Promise<void> {
      await ready();
      await page.evaluate(
        ([name, errorCode]) => window.__metFakeWorld?.loseNextAnswer(name, errorCode),
        [source, code] as const,
      );
    },
    async setLatency(ms: number): Promise<void> {
      await ready();
      await page.evaluate((value) => window.__metFakeWorld?.setLatency(value), ms);
    },
    async setOffline(on: boolean): Promise<void> {
      await ready();
      await page.evaluate((value) => window.__metFakeWorld?.setOffline(value), on);
    },
    async outbox(): Promise<OutboxEntry[]> {
      await ready();
      return page.evaluate(() => window.__metFakeWorld?.outbox() ?? []);
    },
    async clearFaults(): Promise<void> {
      await ready();
      await page.evaluate(() => window.__metFakeWorld?.clearFaults());
    },
  };
}
