// Types of scripts/staff.mjs for the TypeScript tests that import it.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export declare class StaffCommandError extends Error {}
export declare function runStaffCommand(
  args: string[],
  admin: { auth: Auth; firestore: Firestore },
): Promise<string>;
