/**
 * Who the caller of a callable is, as the per-caller limits count it
 * (DECISIONS.md "Security and abuse limits: who the caller is").
 *
 * Express's `request.ip` (what the functions framework and the emulator give a handler) trusts
 * every proxy hop, so it is the left-most X-Forwarded-For entry: whatever the client wrote. Google's
 * front end appends the address it received the connection from to X-Forwarded-For, so the
 * right-most entry is the only one a client cannot choose. Without the header (the emulator, a
 * local server) the socket's own address is the caller.
 */
import { isIP } from 'node:net';
import * as logger from 'firebase-functions/logger';

/** The message of the one log entry per instance that shows X-Forwarded-For as it arrived. */
export const FORWARDED_FOR_LOG_MESSAGE =
  'callerAddressOf: X-Forwarded-For as received (first request of this instance)';
/** The most of the header that entry shows: a few hops' addresses, never a client's essay. */
export const MAX_LOGGED_FORWARDED_FOR_LENGTH = 500;

/** The parts of the HTTP request (Express's, or Node's) the caller is read from. */
export interface CallerRequest {
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * The caller's address: the right-most X-Forwarded-For entry, or the socket's address when the
 * header is absent or blank. An IPv4 address as written (an IPv4-mapped IPv6 address as its IPv4
 * address); an IPv6 address as its /64 network, because one client holds a whole /64 and could
 * otherwise rotate through it. Undefined when the entry it must use is not an IP address: such a
 * caller gets no per-caller budget of its own (the limits then count per target only).
 */
export function callerAddressOf(request: CallerRequest): string | undefined {
  const forwarded = forwardedFor(request.headers['x-forwarded-for']);
  if (forwarded !== undefined) {
    logFirstForwardedFor(forwarded);
    return normalisedAddress(rightMost(forwarded));
  }
  const socket = request.socket?.remoteAddress;
  return socket === undefined ? undefined : normalisedAddress(socket);
}

/**
 * Logs the raw X-Forwarded-For of the first request that has one, then nothing more: the rule
 * above (one hop, appended by Google's front end) is an assumption the first deployment checks
 * in this entry (DECISIONS.md "Security and abuse limits: who the caller is"). The entry holds
 * the header alone, cut to MAX_LOGGED_FORWARDED_FOR_LENGTH, and how many entries it has: no
 * login, no body, no path.
 */
export function forwardedForLogger(
  log: (message: string, fields: { xForwardedFor: string; entries: number }) => void,
): (forwarded: string) => void {
  let logged = false;
  return (forwarded) => {
    if (logged) return;
    logged = true;
    log(FORWARDED_FOR_LOG_MESSAGE, {
      xForwardedFor: forwarded.slice(0, MAX_LOGGED_FORWARDED_FOR_LENGTH),
      entries: forwarded.split(',').length,
    });
  };
}

/** This instance's one entry (a module is loaded once per instance). */
const logFirstForwardedFor = forwardedForLogger((message, fields) => logger.info(message, fields));

/** The header's text, or undefined when it is absent or blank. */
function forwardedFor(header: string | readonly string[] | undefined): string | undefined {
  const text = typeof header === 'string' ? header : header?.join(',');
  return text === undefined || text.trim() === '' ? undefined : text;
}

function rightMost(forwarded: string): string {
  const entries = forwarded.split(',');
  return (entries[entries.length - 1] ?? '').trim();
}

/** The address in the one spelling the limiter keys use, or undefined for anything else. */
function normalisedAddress(entry: string): string | undefined {
  const address = entry.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped !== undefined) return isIP(mapped) === 4 ? mapped : undefined;
  switch (isIP(address)) {
    case 4:
      return address;
    case 6:
      return ipv6Network(address.replace(/%.*$/, ''));
    default:
      return undefined;
  }
}

/** The /64 network of a valid IPv6 address, e.g. 2001:db8:0:1::/64. */
function ipv6Network(address: string): string {
  return `${ipv6Groups(address.toLowerCase()).slice(0, 4).map(withoutLeadingZeros).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): string[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const groups = (text: string) => (text === '' ? [] : text.split(':'));
  if (tail === undefined) return groups(head);
  const missing = 8 - groups(head).length - groups(tail).length;
  return [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)];
}

const withoutLeadingZeros = (group: string) => group.replace(/^0+(?=.)/, '');
