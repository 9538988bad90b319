import { FAKE_SAVED_USER_KEY, firebaseSavedUserKey } from './startChunks';

/**
 * The identity provider's saved user of this build (Firebase Auth's, or the fake world's), in
 * local storage: whether a member is signed in on this device, and who. Apart from
 * ./startChunks.ts, which the build's plugins import too, where there is no build mode to read.
 */
export const SAVED_USER_KEY =
  import.meta.env.VITE_BACKEND === 'firebase'
    ? firebaseSavedUserKey(String(import.meta.env.VITE_FIREBASE_API_KEY ?? '').trim())
    : FAKE_SAVED_USER_KEY;
