import { REDIRECT_PARAM } from '../../../core/navigation/redirect';

/** The redirect query parameter of the current page, or null (checked later by safeRedirect). */
export function redirectParam(search: string): string | null {
  return new URLSearchParams(search).get(REDIRECT_PARAM);
}

/** `path` carrying the redirect along, so it survives the whole sign-in (spec section 2). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect === null ? path : `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}`;
}
