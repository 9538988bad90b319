#!/usr/bin/env node
// The desk's staff role (issue 30): the operator's command that gives a login the `staff` custom
// claim of one venue, or takes it away. Members can never obtain the claim: only the Admin SDK sets
// custom claims, and this command is how we use it.
//
//   npm run staff -- add EMAIL VENUE_ID     e.g. npm run staff -- add desk@example.com 6
//   npm run staff -- remove EMAIL
//
// It talks to the project of GCLOUD_PROJECT (Application Default Credentials), or with
// FIREBASE_AUTH_EMULATOR_HOST set to the Auth emulator (and to the Firestore emulator of
// FIRESTORE_EMULATOR_HOST, else firebase.json's), project demo-metrewards unless GCLOUD_PROJECT
// says otherwise. A venue id must name a venue (venues/{id} in Firestore); the login must exist,
// have confirmed its email address and have a password: anyone may sign up, unverified, with the
// address a new desk is about to be given, and the desk honours the claim only for a verified
// login signed in with its password (or a passkey).
// The login's next ID token carries the change (at most an hour on; signing in again at once).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const USAGE = 'Usage: npm run staff -- add EMAIL VENUE_ID | npm run staff -- remove EMAIL';

/** Thrown for a refusal the operator can act on: printed without a stack trace. */
export class StaffCommandError extends Error {}

/**
 * Carries out `args` ('add', email, venue id | 'remove', email) on an Admin SDK Auth and
 * Firestore; returns the sentence saying what it did.
 */
export async function runStaffCommand(args, { auth, firestore }) {
  const [action, rawEmail, rawVenue, ...rest] = args;
  const email = (rawEmail ?? '').trim().toLowerCase();
  if (!email || rest.length > 0) throw new StaffCommandError(USAGE);
  if (action === 'add' && rawVenue !== undefined) {
    const venueId = Number(rawVenue);
    if (!/^[0-9]{1,9}$/.test(rawVenue) || venueId <= 0) {
      throw new StaffCommandError(`${rawVenue} is not a venue id: a venue id is a whole number.`);
    }
    const venue = await firestore.doc(`venues/${venueId}`).get();
    if (!venue.exists) throw new StaffCommandError(`There is no venue ${venueId}.`);
    const user = await loginOf(auth, email);
    refuseUntrusted(user, email);
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, staff: { venueId } });
    const name = venue.get('pagetitle') || `venue ${venueId}`;
    return `${email} is now staff at ${name} (venue ${venueId}); their next sign-in carries it.`;
  }
  if (action === 'remove' && rawVenue === undefined) {
    const user = await loginOf(auth, email);
    const { staff, ...others } = user.customClaims ?? {};
    if (staff === undefined) return `${email} was not staff: nothing changed.`;
    await auth.setCustomUserClaims(user.uid, others);
    return `${email} is no longer staff; their next sign-in carries it.`;
  }
  throw new StaffCommandError(USAGE);
}

/**
 * A login that has not confirmed its address may have been signed up by anyone; one without a
 * password cannot sign in to the desk the way the desk accepts.
 */
function refuseUntrusted(user, email) {
  if (!user.emailVerified) {
    throw new StaffCommandError(
      `${email} has not confirmed its email address, so it cannot be made staff: anyone can sign ` +
        'up with an address. Have the person who will use the desk sign in to the app with it and ' +
        'open the link in the verification mail it sends (the page that asks can send it again), ' +
        'then run this again. If they did not sign up with this address themselves, delete the ' +
        'login in the Firebase console (Authentication) and have them sign up afresh.',
    );
  }
  const providers = (user.providerData ?? []).map(({ providerId }) => providerId);
  if (!providers.includes('password')) {
    throw new StaffCommandError(
      `${email} has no password, and the desk needs a login that signs in with its password. ` +
        'Have them set one with "Forgotten password" in the app, then run this again.',
    );
  }
}

async function loginOf(auth, email) {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (error?.code === 'auth/user-not-found') {
      throw new StaffCommandError(`There is no login with the email ${email}.`);
    }
    throw error;
  }
}

function adminApp() {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { firestore } = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8')).emulators;
    process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore.host}:${firestore.port}`;
    process.env.GCLOUD_PROJECT ??= 'demo-metrewards';
  }
  const projectId = process.env.GCLOUD_PROJECT;
  return getApps()[0] ?? initializeApp(projectId ? { projectId } : {});
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const app = adminApp();
  try {
    const said = await runStaffCommand(process.argv.slice(2), {
      auth: getAuth(app),
      firestore: getFirestore(app),
    });
    console.log(said);
  } catch (error) {
    console.error(error instanceof StaffCommandError ? error.message : error);
    process.exitCode = 1;
  }
}
