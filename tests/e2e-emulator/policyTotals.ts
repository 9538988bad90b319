import { policyTallyLine } from '../e2e/support/policyViolations';
import { APP_ORIGIN, WITH_EMULATORS } from './emulatorRun';

/** Playwright's global teardown of the emulator-mode run: what the served headers refused. */
export default function policyTotals(): void {
  if (WITH_EMULATORS) console.log(`${APP_ORIGIN}: ${policyTallyLine()}`);
}
