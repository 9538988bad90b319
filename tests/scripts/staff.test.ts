import { describe, expect, it } from 'vitest';
import { runStaffCommand, StaffCommandError } from '../../scripts/staff.mjs';

/**
 * scripts/staff.mjs `add`, on stand-ins for the Admin SDK's Auth and Firestore: the staff claim is
 * given only to a login that confirmed its address and has a password, since anyone may sign up,
 * unverified, with the address a new desk is about to be given.
 */

interface StoredLogin {
  uid: string;
  email: string;
  emailVerified: boolean;
  providerData: { providerId: string }[];
  customClaims?: Record<string, unknown>;
}

const MAYFAIR = 6;

function aLogin(changes: Partial<StoredLogin> = {}): StoredLogin {
  return {
    uid: 'desk-uid',
    email: 'new-desk@example.com',
    emailVerified: true,
    providerData: [{ providerId: 'password' }],
    ...changes,
  };
}

/** The Admin SDK's Auth and Firestore holding `login` and the venue Mayfair. */
function adminWith(login: StoredLogin) {
  return {
    auth: {
      getUserByEmail: async (email: string) => {
        if (email !== login.email) {
          throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
        }
        return structuredClone(login);
      },
      setCustomUserClaims: async (uid: string, claims: Record<string, unknown>) => {
        expect(uid).toBe(login.uid);
        login.customClaims = claims;
      },
    },
    firestore: {
      doc: (path: string) => ({
        get: async () => ({
          exists: path === `venues/${MAYFAIR}`,
          get: () => 'The Metropolitan Mayfair',
        }),
      }),
    },
  };
}

const add = (admin: ReturnType<typeof adminWith>) =>
  runStaffCommand(['add', 'new-desk@example.com', String(MAYFAIR)], admin);

describe('npm run staff -- add', () => {
  it('makes a verified login with a password staff at the venue', async () => {
    const login = aLogin({ customClaims: { other: true } });

    const said = await add(adminWith(login));

    expect(said).toBe(
      'new-desk@example.com is now staff at The Metropolitan Mayfair (venue 6); their next sign-in carries it.',
    );
    expect(login.customClaims).toEqual({ other: true, staff: { venueId: MAYFAIR } });
  });

  it('refuses a login that has not confirmed its address, and says what to do', async () => {
    const login = aLogin({ emailVerified: false });

    const refused = add(adminWith(login));

    await expect(refused).rejects.toBeInstanceOf(StaffCommandError);
    await expect(refused).rejects.toThrow(
      /^new-desk@example\.com has not confirmed its email address, so it cannot be made staff: .*open the link in the verification mail.*then run this again\. If they did not sign up with this address themselves, delete the login/,
    );
    expect(login.customClaims).toBeUndefined();
  });

  it.each([
    ['no provider at all', []],
    ['only a custom-token or other provider', [{ providerId: 'google.com' }]],
  ])('refuses a verified login with %s: the desk needs a password', async (_, providerData) => {
    const login = aLogin({ providerData });

    const refused = add(adminWith(login));

    await expect(refused).rejects.toBeInstanceOf(StaffCommandError);
    await expect(refused).rejects.toThrow(
      'new-desk@example.com has no password, and the desk needs a login that signs in with its password. Have them set one with "Forgotten password" in the app, then run this again.',
    );
    expect(login.customClaims).toBeUndefined();
  });

  it('still removes the claim from any login, verified or not', async () => {
    const login = aLogin({ emailVerified: false, customClaims: { staff: { venueId: MAYFAIR } } });

    const said = await runStaffCommand(['remove', 'new-desk@example.com'], adminWith(login));

    expect(said).toBe('new-desk@example.com is no longer staff; their next sign-in carries it.');
    expect(login.customClaims).toEqual({});
  });
});
