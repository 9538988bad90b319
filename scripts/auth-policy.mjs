#!/usr/bin/env node
// Firebase Auth's password policy, as code: the app's length rule (8 to 128 characters, no
// composition rules: spec-decisions 17) enforced by Auth itself, so a password set without the app
// (Auth's REST API called with the public API key: sign-up, reset, change) meets it too. Auth's
// default is 6 characters and no maximum. firebase.json cannot hold this setting, so this command
// sets it, and firebase.json runs it after every deploy of the functions (their `postdeploy`:
// after the `auth` target has switched on email/password, which a fresh project needs first).
//
//   node scripts/auth-policy.mjs            the project of GCLOUD_PROJECT (firebase-tools sets it)
//
// It uses Application Default Credentials (`gcloud auth application-default login`, or
// GOOGLE_APPLICATION_CREDENTIALS naming a service account's key in CI), like `npm run staff`.
// The zxcvbn score the app asks for (3 of 4) is no rule Auth can hold: DECISIONS.md "Deploy as
// code" says where that one is enforced.
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/**
 * The app's limits (packages/scheme/src/rules/limits.ts PASSWORD_MIN_LENGTH and
 * PASSWORD_MAX_LENGTH, which a test holds these equal to: this plain-Node command cannot import
 * the scheme's TypeScript).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The policy Auth is given. ENFORCE refuses a sign-up, reset or change to a password outside it;
 * forceUpgradeOnSignin stays off, so a login whose password predates the policy still signs in
 * (every login the app made already meets it: users-createUser checks the same limits).
 * @returns {import('firebase-admin/auth').PasswordPolicyConfig}
 */
export function passwordPolicy() {
  return {
    enforcementState: 'ENFORCE',
    forceUpgradeOnSignin: false,
    constraints: {
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      requireUppercase: false,
      requireLowercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
    },
  };
}

/**
 * Sets the policy on `auth`'s project (idempotent) and returns the sentence saying what Auth now
 * holds, from Auth's answer rather than from what was sent.
 * @param {import('firebase-admin/auth').Auth} auth
 * @returns {Promise<string>}
 */
export async function applyPasswordPolicy(auth) {
  const config = await auth
    .projectConfigManager()
    .updateProjectConfig({ passwordPolicyConfig: passwordPolicy() });
  const held = config.passwordPolicyConfig;
  return (
    `Auth's password policy: ${held?.enforcementState ?? 'not set'}, ` +
    `${held?.constraints?.minLength ?? '?'} to ${held?.constraints?.maxLength ?? '?'} characters.`
  );
}

/** What to do about the usual refusals, said once instead of a stack trace. */
export function adviceFor(error) {
  const text = String(error?.message ?? error);
  if (/credential|default credentials|could not load/i.test(text)) {
    return 'No Google credentials: run `gcloud auth application-default login` (or set GOOGLE_APPLICATION_CREDENTIALS), then `node scripts/auth-policy.mjs` again.';
  }
  if (/CONFIGURATION_NOT_FOUND|identitytoolkit|has not been used|is disabled/i.test(text)) {
    return 'Firebase Auth is not set up in this project yet: `npx firebase deploy --only auth` first (it switches on email/password), then `node scripts/auth-policy.mjs` again.';
  }
  return text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error(
      'GCLOUD_PROJECT is not set: run it as `GCLOUD_PROJECT=<project> node scripts/auth-policy.mjs`.',
    );
    process.exit(1);
  }
  // Google's Identity Toolkit API bills a quota project; with a person's gcloud credentials there is
  // none unless one is named, so the deployed project is.
  process.env.GOOGLE_CLOUD_QUOTA_PROJECT ??= projectId;
  const app = getApps()[0] ?? initializeApp({ projectId });
  const where = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (not production)`
    : `project ${projectId}`;
  try {
    console.log(`${await applyPasswordPolicy(getAuth(app))} Set on ${where}.`);
  } catch (error) {
    console.error(`Auth's password policy was not set on ${where}. ${adviceFor(error)}`);
    process.exitCode = 1;
  }
}
