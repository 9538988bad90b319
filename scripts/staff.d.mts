// Types of scripts/staff.mjs for the TypeScript tests that import it.

/** What the command uses of the Admin SDK's Auth and Firestore (getAuth(), getFirestore()). */
export interface StaffCommandAdmin {
  auth: {
    getUserByEmail(email: string): Promise<{
      uid: string;
      emailVerified: boolean;
      providerData: readonly { providerId: string }[];
      customClaims?: Record<string, unknown>;
    }>;
    setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  };
  firestore: {
    doc(path: string): { get(): Promise<{ exists: boolean; get(field: string): unknown }> };
  };
}

export declare class StaffCommandError extends Error {}
export declare function runStaffCommand(args: string[], admin: StaffCommandAdmin): Promise<string>;
