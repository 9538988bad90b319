/**
 * Playwright's global setup of the emulator-mode run. First, that the app is served as deployed:
 * the Hosting emulator answers at APP_ORIGIN with firebase.json's Content-Security-Policy (so a
 * run never passes against some other server on the port). Then one signed-out call to every
 * callable, so the Functions emulator has started a worker for each (and each has built its
 * backend) before the first journey. A cold start takes seconds on a busy machine; a member's
 * first call in production pays it too, but a journey's 20-second expectation should not.
 */
import { readFileSync } from 'node:fs';
import { CALLABLE_NAMES } from '@met/scheme/contract';
import { EMULATOR_APP_ENV, PROJECT_ID } from '../../scripts/emulators.mjs';
import { emulatorFirebaseConfig } from '../../scripts/emulatorHosting.mjs';
import { clearPolicyTally } from '../e2e/support/policyViolations';
import { APP_ORIGIN, WITH_EMULATORS } from './emulatorRun';

const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);

interface HostingConfig {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
}

/** The served CSP is exactly the one the emulators' configuration derives from firebase.json. */
async function servedAsDeployed(): Promise<void> {
  const response = await fetch(`${APP_ORIGIN}/`);
  const production = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as HostingConfig;
  const expected = emulatorFirebaseConfig(production)
    .hosting.headers.flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  const served = response.headers.get('content-security-policy');
  if (!response.ok || expected === undefined || served !== expected) {
    throw new Error(
      `${APP_ORIGIN} does not serve the app under firebase.json's headers (status ${response.status})`,
    );
  }
}

export default async function warmUp(): Promise<void> {
  if (!WITH_EMULATORS) return;
  clearPolicyTally();
  await servedAsDeployed();
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
