import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../packages/scheme/src/rules/limits';
import {
  adviceFor,
  applyPasswordPolicy,
  PASSWORD_MAX_LENGTH as POLICY_MAX_LENGTH,
  PASSWORD_MIN_LENGTH as POLICY_MIN_LENGTH,
} from '../../scripts/auth-policy.mjs';

/**
 * scripts/auth-policy.mjs, the functions' postdeploy: what the Admin SDK sends to Google's Identity
 * Toolkit API for it. The API is stood in for by a local server the SDK is pointed at the way it
 * is pointed at the Auth emulator, so the request checked is the SDK's own, validation included.
 */

interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}

const PROJECT_ID = 'demo-password-policy';

let server: Server;
let seen: SeenRequest[];
let app: App;
let emulatorHostBefore: string | undefined;

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeEach(async () => {
  seen = [];
  server = createServer((request, response) => {
    void bodyOf(request).then((text) => {
      const body: unknown = text === '' ? {} : JSON.parse(text);
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.setHeader('content-type', 'application/json');
      // Identity Toolkit answers a config update with the project's config as it now stands.
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  emulatorHostBefore = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = initializeApp({ projectId: PROJECT_ID }, `auth-policy-${Date.now()}-${Math.random()}`);
});

afterEach(async () => {
  await deleteApp(app);
  if (emulatorHostBefore === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHostBefore;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("Auth's password policy (scripts/auth-policy.mjs)", () => {
  it("holds the app's own length limits, so Auth and the scheme cannot drift apart", () => {
    expect([POLICY_MIN_LENGTH, POLICY_MAX_LENGTH]).toEqual([
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
    ]);
  });

  it('sends one update of the password policy alone: enforced, 8 to 128, no composition rules', async () => {
    const said = await applyPasswordPolicy(getAuth(app));

    expect(seen).toEqual([
      {
        method: 'PATCH',
        url: expect.stringMatching(
          new RegExp(`/v2/projects/${PROJECT_ID}/config\\?updateMask=passwordPolicyConfig\\.`),
        ),
        body: {
          passwordPolicyConfig: {
            passwordPolicyEnforcementState: 'ENFORCE',
            forceUpgradeOnSignin: false,
            passwordPolicyVersions: [
              {
                customStrengthOptions: {
                  minPasswordLength: PASSWORD_MIN_LENGTH,
                  maxPasswordLength: PASSWORD_MAX_LENGTH,
                  containsLowercaseCharacter: false,
                  containsUppercaseCharacter: false,
                  containsNumericCharacter: false,
                  containsNonAlphanumericCharacter: false,
                },
              },
            ],
          },
        },
      },
    ]);
    // Nothing but the password policy is touched: the update mask names no other setting.
    const mask = new URL(seen[0]?.url ?? '', 'http://x').searchParams.get('updateMask') ?? '';
    expect(mask.split(',').filter((path) => !path.startsWith('passwordPolicyConfig.'))).toEqual([]);
    expect(said).toBe(
      `Auth's password policy: ENFORCE, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    );
  });

  it('says what Auth answered, not what was sent', async () => {
    server.removeAllListeners('request');
    server.on('request', (_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ passwordPolicyConfig: { passwordPolicyEnforcementState: 'OFF' } }),
      );
    });

    await expect(applyPasswordPolicy(getAuth(app))).resolves.toBe(
      "Auth's password policy: OFF, ? to ? characters.",
    );
  });

  it.each([
    [
      new Error('Could not load the default credentials. Browse to https://cloud.google.com'),
      /gcloud auth application-default login/,
    ],
    [
      new Error(
        'There is no configuration corresponding to the provided identifier. CONFIGURATION_NOT_FOUND',
      ),
      /firebase deploy --only auth/,
    ],
    [
      new Error('PERMISSION_DENIED: caller lacks firebaseauth.configs.update'),
      /^PERMISSION_DENIED/,
    ],
  ])('tells the operator what to do about %s', (error, advice) => {
    expect(adviceFor(error)).toMatch(advice);
  });
});
