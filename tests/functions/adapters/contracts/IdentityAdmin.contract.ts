/**
 * What every IdentityAdmin adapter must do, held to by InMemoryIdentity (tests/functions/adapters)
 * and FirebaseIdentityAdmin against the Auth emulator (tests/emulators).
 */
import { expect, it } from 'vitest';
import { IdentityError } from '../../../../functions/src/domain/IdentityError';
import type { IdentityAdmin } from '../../../../functions/src/ports/IdentityAdmin';

export type IdentityAdminFixture = () => Promise<IdentityAdmin>;

const PASSWORD = 'Contract-Horse-Battery-7';
const ACTION_PAGE = 'http://127.0.0.1:5173/account/pending';

/** A fresh address per test, so suites sharing one Auth emulator never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function identityErrorOf(action: Promise<unknown>): Promise<IdentityError> {
  const error = await action.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(IdentityError);
  return error as IdentityError;
}

export function identityAdminContract(fixture: IdentityAdminFixture): void {
  it('gives a login the staff claim of a venue, moves it and takes it away', async () => {
    const admin = await fixture();
    const { uid } = await admin.createUser({
      email: uniqueEmail('staff'),
      password: PASSWORD,
      emailVerified: true,
    });
    expect((await admin.getUser(uid))?.staff).toBeUndefined();

    await admin.setStaffClaim(uid, { venueId: 6 });
    expect((await admin.getUser(uid))?.staff).toEqual({ venueId: 6 });
    await admin.setStaffClaim(uid, { venueId: 12 });
    expect((await admin.getUser(uid))?.staff).toEqual({ venueId: 12 });
    await admin.setStaffClaim(uid, null);
    expect((await admin.getUser(uid))?.staff).toBeUndefined();
  });

  it('refuses the staff claim for a login it does not know', async () => {
    const admin = await fixture();

    const error = await identityErrorOf(admin.setStaffClaim('no-such-uid', { venueId: 6 }));

    expect(error.reason).toBe('user-not-found');
  });

  it('creates a login and finds it by uid and by email in any case', async () => {
    const admin = await fixture();
    const email = uniqueEmail('create');

    const created = await admin.createUser({ email, password: PASSWORD, emailVerified: false });

    expect(created).toMatchObject({ email, emailVerified: false, disabled: false });
    expect(Number.isFinite(Date.parse(created.createdAt))).toBe(true);
    expect(await admin.getUser(created.uid)).toEqual(created);
    expect(await admin.getUserByEmail(email.toUpperCase())).toEqual(created);
  });

  it('answers undefined for a uid or an email it does not know', async () => {
    const admin = await fixture();

    expect(await admin.getUser('no-such-uid')).toBeUndefined();
    expect(await admin.getUserByEmail(uniqueEmail('nobody'))).toBeUndefined();
  });

  it.each([
    ['an email that already has a login', 'taken', PASSWORD, 'email-already-exists'],
    ['a password shorter than 6 characters', 'fresh', 'short', 'weak-password'],
    ['an invalid email', 'invalid', PASSWORD, 'invalid-email'],
  ])('refuses %s', async (_case, kind, password, reason) => {
    const admin = await fixture();
    const email = uniqueEmail('refuse');
    if (kind === 'taken') await admin.createUser({ email, password, emailVerified: false });
    const wanted = kind === 'invalid' ? 'not-an-email' : email;

    const error = await identityErrorOf(
      admin.createUser({ email: wanted, password, emailVerified: false }),
    );

    expect(error.reason).toBe(reason);
  });

  it('sets the verified flag', async () => {
    const admin = await fixture();
    const { uid } = await admin.createUser({
      email: uniqueEmail('verify'),
      password: PASSWORD,
      emailVerified: false,
    });

    await admin.setEmailVerified(uid, true);

    expect(await admin.getUser(uid)).toMatchObject({ emailVerified: true });
  });

  it.each([
    ['generateEmailVerificationLink', 'verifyEmail'],
    ['generatePasswordResetLink', 'resetPassword'],
  ] as const)('%s opens the given page with mode %s and a one-time code', async (method, mode) => {
    const admin = await fixture();
    const email = uniqueEmail('link');
    await admin.createUser({ email, password: PASSWORD, emailVerified: false });

    const link = await admin[method](email, { url: ACTION_PAGE });

    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(ACTION_PAGE);
    expect(url.searchParams.get('mode')).toBe(mode);
    expect(url.searchParams.get('oobCode')).toMatch(/^\S{8,}$/);
  });

  it('refuses links for an email without a login', async () => {
    const admin = await fixture();

    const error = await identityErrorOf(
      admin.generatePasswordResetLink(uniqueEmail('ghost'), { url: ACTION_PAGE }),
    );

    expect(error.reason).toBe('user-not-found');
  });

  it('deletes a login, and refuses to delete one that does not exist', async () => {
    const admin = await fixture();
    const { uid } = await admin.createUser({
      email: uniqueEmail('delete'),
      password: PASSWORD,
      emailVerified: true,
    });

    await admin.deleteUser(uid);

    expect(await admin.getUser(uid)).toBeUndefined();
    expect((await identityErrorOf(admin.deleteUser(uid))).reason).toBe('user-not-found');
  });
}
