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
  if (forwarded !== undefined) return normalisedAddress(rightMost(forwarded));
  const socket = request.socket?.remoteAddress;
  return socket === undefined ? undefined : normalisedAddress(socket);
}

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
