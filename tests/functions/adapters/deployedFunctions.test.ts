import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as deployed from '../../../functions/src/index';
import { readFileSync } from 'node:fs';
import { CALLABLE_NAMES } from '@met/scheme/contract';
import { RESET_LINK_ENDPOINT_PATH } from '../../../functions/src/services/ResetLinks';

const APPLE_SECRETS = [
  'WALLET_LINK_SECRET',
  'APPLE_PASS_CERTIFICATE',
  'APPLE_PASS_KEY',
  'APPLE_PASS_KEY_PASSPHRASE',
  'APPLE_WWDR_CERTIFICATE',
];

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

  it('are the 21 callables of the contract (the two wallet ones among them), the auth deletion trigger, the reset link opener and the two other wallet functions', () => {
    expect(CALLABLE_NAMES).toContain('wallet-getPassLinks');
    expect(Object.keys(endpoints).sort()).toEqual(
      [
        ...CALLABLE_NAMES,
        'auth-onUserDeleted',
        'resetLink-open',
        'wallet-apple',
        'wallet-onMemberChanged',
      ].sort(),
    );
  });

  it('serves the wallet links as a v2 callable and the Apple pass service over HTTPS, in europe-west2', () => {
    expect(endpoints['wallet-getPassLinks']).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west2'],
      callableTrigger: {},
    });
    expect(endpoints['wallet-apple']).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west2'],
      httpsTrigger: {},
    });
  });

  it('refreshes the wallet passes when a member record changes, retrying a failed run', () => {
    expect(endpoints['wallet-onMemberChanged']).toMatchObject({
      platform: 'gcfv2',
      region: ['europe-west2'],
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.updated',
        eventFilterPathPatterns: { document: 'members/{customerNumber}' },
        retry: true,
      },
    });
  });

  it("sends Apple's pass web service and pass links to wallet-apple, before the app takes every path", () => {
    const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting as {
      rewrites: { source: string; function?: { functionId: string } }[];
    };
    const wallet = hosting.rewrites.findIndex(({ source }) => source === '/wallet/apple/**');
    expect(hosting.rewrites[wallet]?.function?.functionId).toBe('wallet-apple');
    expect(wallet).toBeLessThan(hosting.rewrites.findIndex(({ source }) => source === '**'));
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
      // The code mailed to the owner of an over-guessed membership (services/OwnerCheck.ts).
      'users-createUser': ['VOUCHER_QR_SECRET'],
      'members-linkMembership': ['VOUCHER_QR_SECRET'],
      // The desk reads voucher codes, so it checks their signature too.
      'desk-readCode': ['VOUCHER_QR_SECRET'],
      'desk-redeem': ['VOUCHER_QR_SECRET'],
      'users-sendPasswordReset': ['RESET_LINK_SECRET'],
      'resetLink-open': ['RESET_LINK_SECRET'],
      'wallet-getPassLinks': [...APPLE_SECRETS, 'GOOGLE_WALLET_SERVICE_ACCOUNT'],
      'wallet-apple': APPLE_SECRETS,
      'wallet-onMemberChanged': [...APPLE_SECRETS, 'GOOGLE_WALLET_SERVICE_ACCOUNT'],
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
