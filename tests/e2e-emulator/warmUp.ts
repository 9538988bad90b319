/**
 * Playwright's global setup of the emulator-mode run: one signed-out call to every callable, so
 * the Functions emulator has started a worker for each (and each has built its backend) before
 * the first journey. A cold start takes seconds on a busy machine; a member's first call in
 * production pays it too, but a journey's 20-second expectation should not.
 */
import { CALLABLE_NAMES } from '@met/scheme/contract';
import { EMULATOR_APP_ENV, PROJECT_ID } from '../../scripts/emulators.mjs';
import { WITH_EMULATORS } from './emulatorRun';

export default async function warmUp(): Promise<void> {
  if (!WITH_EMULATORS) return;
  const origin = `http://${EMULATOR_APP_ENV.VITE_FUNCTIONS_EMULATOR_HOST}/${PROJECT_ID}/europe-west2`;
  for (const name of CALLABLE_NAMES) {
    const response = await fetch(`${origin}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    // Any answer of the function itself will do (most refuse a signed-out or empty call).
    if (response.status === 404) throw new Error(`the Functions emulator does not serve ${name}`);
  }
}
