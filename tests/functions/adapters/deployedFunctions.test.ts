import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as deployed from '../../../functions/src/index';
import { CALLABLE_NAMES } from '@met/scheme/contract';

interface Endpoint {
  platform: string;
  region: string[];
  callableTrigger?: object;
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

  it('are the 19 callables of the contract plus the auth deletion trigger', () => {
    expect(Object.keys(endpoints).sort()).toEqual([...CALLABLE_NAMES, 'auth-onUserDeleted'].sort());
  });

  it.each(CALLABLE_NAMES)('%s is a v2 callable in europe-west2', (name) => {
    expect(endpoints[name]).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west2'],
      callableTrigger: {},
    });
  });

  it('gives the QR secret to vouchers-generateQrCode and to no other function', () => {
    const withSecret = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.secretEnvironmentVariables?.length)
      .map(([name, endpoint]) => [
        name,
        endpoint.secretEnvironmentVariables?.map(({ key }) => key),
      ]);

    expect(withSecret).toEqual([['vouchers-generateQrCode', ['VOUCHER_QR_SECRET']]]);
  });

  it('removes app data when a login is deleted (v1 auth trigger in europe-west2, retried)', () => {
    expect(endpoints['auth-onUserDeleted']).toMatchObject({
      platform: 'gcfv1',
      region: ['europe-west2'],
      eventTrigger: { eventType: 'providers/firebase.auth/eventTypes/user.delete', retry: true },
    });
  });
});
