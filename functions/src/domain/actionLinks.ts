/**
 * Where email action links point. A development build sends devMode + devDomain so links open
 * the build the member is using; only configured origins, and loopback origins when the backend
 * itself is a development one (the Functions emulator, the fake world), are honoured, so nobody
 * can have the backend mail out reset links that open a site of their choosing. A deployed
 * backend never points a link at loopback: on the victim's machine http://localhost:31337 is
 * whatever the attacker got listening there.
 */
export interface DevLinkRequest {
  devMode: boolean;
  devDomain: string;
}

export interface LinkOriginPolicy {
  productionOrigin: string;
  allowedDevOrigins: string[];
  /** Loopback devDomains are honoured only by a development backend. */
  developmentBackend: boolean;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function actionLinkOrigin(request: DevLinkRequest, policy: LinkOriginPolicy): string {
  const production = trimSlash(policy.productionOrigin);
  if (!request.devMode) return production;
  const origin = originOf(request.devDomain);
  if (origin === undefined) return production;
  const url = new URL(origin);
  const allowed =
    (policy.developmentBackend && LOOPBACK_HOSTS.has(url.hostname)) ||
    policy.allowedDevOrigins.map(trimSlash).includes(origin);
  return allowed ? origin : production;
}

/** The page that handles verifyEmail links (spec: /account/pending). */
export const VERIFY_EMAIL_PATH = '/account/pending';
/** The page that handles resetPassword links. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Adds mode and oobCode to an action page URL, as Firebase's action links carry them. */
export function withActionCode(
  url: string,
  mode: 'verifyEmail' | 'resetPassword',
  oobCode: string,
) {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}mode=${mode}&oobCode=${encodeURIComponent(oobCode)}`;
}

function originOf(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch /* Stryker disable next-line BlockStatement: an empty catch block returns undefined as well */ {
    return undefined;
  }
}

function trimSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}
