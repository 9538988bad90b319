// Types of scripts/auth-policy.mjs for the TypeScript tests that import it.
import type { Auth, PasswordPolicyConfig } from 'firebase-admin/auth';

export declare const PASSWORD_MIN_LENGTH: number;
export declare const PASSWORD_MAX_LENGTH: number;
export declare function passwordPolicy(): PasswordPolicyConfig;
export declare function applyPasswordPolicy(auth: Auth): Promise<string>;
export declare function adviceFor(error: unknown): string;
