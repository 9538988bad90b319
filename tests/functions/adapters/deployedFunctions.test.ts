import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as deployed from '../../../functions/src/index';
import { readFileSync } from 'node:fs';
import { CALLABLE_NAMES } from '@met/scheme/contract';
import { RESET_LINK_ENDPOINT_PATH } from '../../../functions/src/services/ResetLinks';

interface Endpoint {
  platform: string;
  region: string[];
  callableTrigger?: object;
  httpsTrigger?: object;
  eventTrigger?: { eventType: string };
  secretEnvironmentVariables?: { key: string }[];
}

/** Deployed names are `${group}-${name}`, as firebase-tools names grouped exports. */
function deployedEndpoints(): Record<string, Endpoint> {
  return Object.fromEntries(
    Object.entries(deployed).flatMap(([group, functions]) =>
      Object.entries(functions).map(([name, fn]) => [
        `${group}-${name}`,
        (fn as { __endpoint: Endpoint }).__endpoint,
      ]),
    ),
  );
}

describe('the deployed functions', () => {
  let endpoints: Record<string, Endpoint>;

  beforeAll(() => {
    // firebase-tools sets the project when it reads the endpoints; v1 triggers need it.
    vi.stubEnv('GCLOUD_PROJECT', 'demo-metrewards');
    endpoints = deployedEndpoints();
    vi.unstubAllEnvs();
  });

  it('are the 19 callables of the contract, the auth deletion trigger and the reset link opener', () => {
    expect(Object.keys(endpoints).sort()).toEqual(
      [...CALLABLE_NAMES, 'auth-onUserDeleted', 'resetLink-open'].sort(),
    );
  });

  it('opens reset links over plain HTTPS in europe-west2', () => {
    expect(endpoints['resetLink-open']).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west2'],
      httpsTrigger: {},
    });
  });

  it.each(CALLABLE_NAMES)('%s is a v2 callable in europe-west2', (name) => {
    expect(endpoints[name]).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west2'],
      callableTrigger: {},
    });
  });

  it('is where hosting sends the reset links the mail carries, before the app takes every path', () => {
    const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting as {
      rewrites: { source: string; function?: { functionId: string } }[];
    };
    const first = hosting.rewrites.findIndex(({ source }) => source === RESET_LINK_ENDPOINT_PATH);
    expect(hosting.rewrites[first]?.function?.functionId).toBe('resetLink-open');
    expect(first).toBeLessThan(hosting.rewrites.findIndex(({ source }) => source === '**'));
  });

  it('gives each signing secret only to the functions that sign or check with it', () => {
    const withSecret = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.secretEnvironmentVariables?.length)
      .map(([name, endpoint]) => [
        name,
        endpoint.secretEnvironmentVariables?.map(({ key }) => key),
      ]);

    expect(Object.fromEntries(withSecret)).toEqual({
      'vouchers-generateQrCode': ['VOUCHER_QR_SECRET'],
      'users-sendPasswordReset': ['RESET_LINK_SECRET'],
      'resetLink-open': ['RESET_LINK_SECRET'],
    });
  });

  it('removes app data when a login is deleted (v1 auth trigger in europe-west2, retried)', () => {
    expect(endpoints['auth-onUserDeleted']).toMatchObject({
      platform: 'gcfv1',
      region: ['europe-west2'],
      eventTrigger: { eventType: 'providers/firebase.auth/eventTypes/user.delete', retry: true },
    });
  });
});
