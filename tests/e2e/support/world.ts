import type { Page } from '@playwright/test';
import type { CallableName } from '@met/scheme/contract';
import type { FunctionErrorCode } from '../../../src/core/kernel/functionErrors';
import type { OutboxEntry } from '../../../src/adapters/fake/FakeWorldTestApi';
import type { AnswerSource, LostAnswerCode } from '../../../src/adapters/fake/world/FaultInjector';
import { ON_EMULATORS, skipOnEmulators } from './backend';

/**
 * On the emulators a test that needs one of the fake world's own controls (fault injection,
 * latency, lost answers) cannot run: it is skipped there, saying why.
 */
function needsFakeWorld(control: string): void {
  skipOnEmulators(`needs the fake world's ${control}, which the emulators do not have`);
}

/**
 * window.__metFakeWorld of the page, from the test's side. Each call first waits for the app to
 * expose the world (it does once the container is composed, shortly after the page loads). On
 * the emulators, reset and the outbox are the emulators' own; the fault controls skip the test.
 */
export function world(page: Page) {
  const ready = () =>
    page.waitForFunction(() => window.__metFakeWorld !== undefined, null, { timeout: 10_000 });
  return {
    async reset(): Promise<void> {
      if (ON_EMULATORS) return (await import('./emulatorBackend')).resetEmulatorBackend();
      await ready();
      await page.evaluate(() => window.__metFakeWorld?.reset());
    },
    async failNext(callable: CallableName, code: FunctionErrorCode, message?: string) {
      needsFakeWorld('fault injection');
      await ready();
      await page.evaluate(
        ([name, errorCode, text]) => window.__metFakeWorld?.failNext(name, errorCode, text),
        [callable, code, message] as const,
      );
    },
    async failAlways(callable: CallableName, code: FunctionErrorCode | null, message?: string) {
      needsFakeWorld('fault injection');
      await ready();
      await page.evaluate(
        ([name, errorCode, text]) => window.__metFakeWorld?.failAlways(name, errorCode, text),
        [callable, code, message] as const,
      );
    },
    /** The backend does the next `source` request's work, then its answer is lost. */
    async loseNextAnswer(source: AnswerSource, code?: LostAnswerCode): Promise<void> {
      needsFakeWorld('lost answers');
      await ready();
      await page.evaluate(
        ([name, errorCode]) => window.__metFakeWorld?.loseNextAnswer(name, errorCode),
        [source, code] as const,
      );
    },
    async setLatency(ms: number): Promise<void> {
      needsFakeWorld('latency control');
      await ready();
      await page.evaluate((value) => window.__metFakeWorld?.setLatency(value), ms);
    },
    /**
     * From now on, every answer of the backend to this page takes `ms`: the fake world's latency;
     * on the emulators, every request to them held back in the browser.
     */
    async holdAnswersNow(ms: number): Promise<void> {
      if (ON_EMULATORS) return (await import('./emulatorBackend')).holdEmulatorAnswers(page, ms);
      await ready();
      await page.evaluate((value) => window.__metFakeWorld?.setLatency(value), ms);
    },
    /**
     * From the next page load on (a reload too), every answer of the backend takes `ms`: the fake
     * world's latency, set before the app's first call; on the emulators, every request to them
     * held back in the browser.
     */
    async holdAnswersFromNextLoad(ms: number): Promise<void> {
      if (ON_EMULATORS) return (await import('./emulatorBackend')).holdEmulatorAnswers(page, ms);
      await page.addInitScript((value) => {
        window.__metFakeWorldAtStart = { latencyMs: value };
      }, ms);
    },
    async setOffline(on: boolean): Promise<void> {
      // On the emulators the browser context's own offline switch cuts the backend off too.
      if (ON_EMULATORS) return;
      await ready();
      await page.evaluate((value) => window.__metFakeWorld?.setOffline(value), on);
    },
    /**
     * The casino suspends the member numbered `customerNumber` (or lifts it) between visits. On
     * the emulators, in the member's Firestore record.
     */
    async setSuspended(customerNumber: string, on: boolean): Promise<void> {
      if (ON_EMULATORS) {
        const { setEmulatorMemberSuspended } = await import('./emulatorBackend');
        return setEmulatorMemberSuspended(customerNumber, on);
      }
      await ready();
      await page.evaluate(([number, value]) => window.__metFakeWorld?.setSuspended(number, value), [
        customerNumber,
        on,
      ] as const);
    },
    async outbox(): Promise<OutboxEntry[]> {
      if (ON_EMULATORS) return (await import('./emulatorBackend')).emulatorOutbox();
      await ready();
      return page.evaluate(() => window.__metFakeWorld?.outbox() ?? []);
    },
    /**
     * desk@example.com redeems the voucher `voucherId` of the login `memberEmail` at the desk,
     * through the backend's desk-redeem (FakeWorldTestApi.redeemAtDesk).
     */
    async redeemAtDesk(memberEmail: string, voucherId: string): Promise<void> {
      needsFakeWorld('desk hook');
      await ready();
      await page.evaluate(([email, id]) => window.__metFakeWorld?.redeemAtDesk(email, id), [
        memberEmail,
        voucherId,
      ] as const);
    },
    async clearFaults(): Promise<void> {
      needsFakeWorld('fault injection');
      await ready();
      await page.evaluate(() => window.__metFakeWorld?.clearFaults());
    },
  };
}
