import type { Auth } from 'firebase/auth';

/**
 * JSON request headers with the signed-in member's Auth ID token (none when nobody is signed
 * in), for Google's REST endpoints that the app calls with fetch: Firestore's rules and the
 * callables read the caller from it. Waits for Auth to have read the saved user first.
 */
export async function idTokenHeaders(auth: Auth): Promise<Record<string, string>> {
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  return headers;
}
