import { remapHomeCasino } from '@met/scheme';
import { limiterRecordId } from '../../domain/limiterRecordId';
import type { Clock } from '../../ports/Clock';
import type { VenueDirectory } from '../../ports/VenueDirectory';
import type { WalletRegistrations } from '../../ports/WalletRegistrations';
import type { ApplePassFactory } from './ApplePassFactory';
import type { ApplePasses, PassStanding } from './ApplePasses';
import {
  headerOf,
  jsonAnswer,
  textAnswer,
  type WalletHttpAnswer,
  type WalletHttpRequest,
} from './walletHttp';

/** The hosting rewrite's prefix: the pass's webServiceURL is `${origin}${APPLE_WALLET_PATH}`. */
const APPLE_WALLET_PATH = '/wallet/apple';
/**
 * A member's phone, watch and tablet, and a few replaced ones. An 11th device is refused, never
 * let in by evicting one (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
 */
const MAX_DEVICES_PER_PASS = 10;
/** Lines the unauthenticated log endpoint writes in a day, all callers together. */
export const MAX_LOG_LINES_PER_DAY = 1_000;
/**
 * Lines it writes in a day for one caller (one address, as callerAddressOf reads it): five full
 * reports, far more than a few devices' real errors, and a tenth of the day's, so one flood
 * cannot silence the day's other reports.
 */
export const MAX_LOG_LINES_PER_CALLER_PER_DAY = 100;
/** Every log line's start, so a report's line can never pass for another kind of entry. */
const LOG_PREFIX = 'Apple Wallet: ';
/** Apple's deviceLibraryIdentifier and push token are hex today; a little room, no junk. */
const DEVICE_ID = /^[A-Za-z0-9-]{1,100}$/;
const PUSH_TOKEN = /^[0-9A-Fa-f]{16,200}$/;
const UPDATE_TAG = /^[0-9]{1,16}$/;
const MAX_REGISTRATION_BODY_BYTES = 1_024;
export const MAX_LOG_BODY_BYTES = 16 * 1024;
export const MAX_LOG_LINES = 20;
export const MAX_LOG_LINE_LENGTH = 500;
const MAX_PATH_LENGTH = 2_048;

export interface ApplePassWebServiceDeps {
  passes: ApplePasses;
  factory: ApplePassFactory;
  registrations: WalletRegistrations;
  venues: VenueDirectory;
  clock: Clock;
  /** Where Wallet's own error reports go (POST /v1/log). */
  log?: (line: string) => void;
}

/**
 * Apple's pass web service (developer.apple.com: "Adding a web service to update passes"), and
 * the pass link, as one handler behind the hosting rewrite of /wallet/apple/**. Every call about
 * a pass carries `Authorization: ApplePass <authenticationToken>`: a token this service issued
 * for that serial, not revoked, whose holder still holds the membership ungated (401 otherwise);
 * every id, token and body is bounded, so the endpoints store nothing but registrations of
 * passes this service issued, and the log endpoint's daily count.
 */
export class ApplePassWebService {
  constructor(private readonly deps: ApplePassWebServiceDeps) {}

  async handle(request: WalletHttpRequest): Promise<WalletHttpAnswer> {
    if (request.path.length > MAX_PATH_LENGTH) return textAnswer(414, 'Request path too long.');
    const url = new URL(request.path, 'https://wallet.invalid');
    const path = url.pathname.startsWith(APPLE_WALLET_PATH)
      ? url.pathname.slice(APPLE_WALLET_PATH.length)
      : url.pathname;
    const parts = path.split('/').filter(Boolean).map(safeDecode);
    const method = request.method.toUpperCase();

    if (parts.length === 1 && parts[0] === 'pass') {
      if (method !== 'GET') return notAllowed();
      // Stryker disable next-line StringLiteral: a link without a token is refused (400) as any other text without a dot is
      const token = url.searchParams.get('token') ?? '';
      return this.deps.passes.openPassLink(token, this.deps.clock.now());
    }
    if (parts[0] !== 'v1') return textAnswer(404, 'Not found.');
    const [, kind, a, b, c, d] = parts;
    if (kind === 'log' && parts.length === 2) {
      return method === 'POST' ? this.acceptLog(request) : notAllowed();
    }
    if (kind === 'devices' && b === 'registrations' && parts.length === 6) {
      if (method === 'POST') return this.register(request, a, c, d);
      if (method === 'DELETE') return this.unregister(request, a, c, d);
      return notAllowed();
    }
    if (kind === 'devices' && b === 'registrations' && parts.length === 5) {
      if (method !== 'GET') return notAllowed();
      return this.updatedSince(a, c, url.searchParams.get('passesUpdatedSince'));
    }
    if (kind === 'passes' && parts.length === 4) {
      return method === 'GET' ? this.latestPass(request, a, b) : notAllowed();
    }
    return textAnswer(404, 'Not found.');
  }

  private async register(
    request: WalletHttpRequest,
    deviceId: string | undefined,
    passTypeId: string | undefined,
    serial: string | undefined,
  ): Promise<WalletHttpAnswer> {
    const checked = await this.checkPassCall(request, passTypeId, serial, deviceId);
    if ('status' in checked) return checked;
    const body = bodyText(request, MAX_REGISTRATION_BODY_BYTES);
    if (body === null) return textAnswer(413, 'Request body too large.');
    const pushToken = readPushToken(body);
    if (pushToken === null) return textAnswer(400, 'A pushToken is required.');
    const outcome = await this.deps.registrations.register(
      {
        deviceLibraryIdentifier: checked.deviceId,
        serialNumber: checked.serial,
        pushToken,
        registeredAt: this.deps.clock.now().toISOString(),
        tokenHash: checked.standing.pass.tokenHash,
      },
      MAX_DEVICES_PER_PASS,
    );
    if (outcome === 'full') return textAnswer(403, 'This card is on too many devices.');
    return textAnswer(
      outcome === 'created' ? 201 : 200,
      outcome === 'created' ? 'Registered.' : 'Already registered.',
    );
  }

  private async unregister(
    request: WalletHttpRequest,
    deviceId: string | undefined,
    passTypeId: string | undefined,
    serial: string | undefined,
  ): Promise<WalletHttpAnswer> {
    const checked = await this.checkPassCall(request, passTypeId, serial, deviceId);
    if ('status' in checked) return checked;
    await this.deps.registrations.unregister(checked.deviceId, checked.serial);
    return textAnswer(200, 'Unregistered.');
  }

  /**
   * Which of the device's passes changed since the tag it last saw. Apple sends no pass token
   * here (the device library identifier is the device's own secret), so it reveals only serials
   * the device registered, each registration having needed the pass's token.
   */
  private async updatedSince(
    deviceId: string | undefined,
    passTypeId: string | undefined,
    since: string | null,
  ): Promise<WalletHttpAnswer> {
    if (passTypeId !== this.deps.factory.passTypeIdentifier) return textAnswer(404, 'Not found.');
    if (!deviceId || !DEVICE_ID.test(deviceId)) return textAnswer(400, 'Invalid device.');
    if (since !== null && !UPDATE_TAG.test(since)) return textAnswer(400, 'Invalid tag.');
    const passes = await this.deps.registrations.passesOfDevice(deviceId);
    // A pass that never changed has no tag: NaN, which is later than no tag.
    const updated =
      since === null ? passes : passes.filter((pass) => Number(pass.updateTag) > Number(since));
    if (updated.length === 0)
      return { status: 204, headers: { 'Cache-Control': 'no-store' }, body: '' };
    // Some pass is listed, so the newest tag is later than `since`.
    const lastUpdated = Math.max(0, ...passes.map((pass) => Number(pass.updateTag ?? 0)));
    return jsonAnswer(200, {
      serialNumbers: updated.map((pass) => pass.serialNumber),
      lastUpdated: String(lastUpdated),
    });
  }

  private async latestPass(
    request: WalletHttpRequest,
    passTypeId: string | undefined,
    serial: string | undefined,
  ): Promise<WalletHttpAnswer> {
    const checked = await this.checkPassCall(request, passTypeId, serial);
    if ('status' in checked) return checked;
    const tag = await this.deps.registrations.updateTagOf(checked.serial);
    const lastModified = tag === undefined ? undefined : new Date(Number(tag));
    const ifModifiedSince = Date.parse(headerOf(request, 'if-modified-since'));
    if (
      lastModified &&
      !Number.isNaN(ifModifiedSince) &&
      lastModified.getTime() <= ifModifiedSince
    ) {
      return { status: 304, headers: { 'Cache-Control': 'no-store' }, body: '' };
    }
    const { member } = checked.standing;
    const venue = await this.deps.venues.findVenue(remapHomeCasino(member.home_casino));
    return {
      status: 200,
      headers: {
        'Content-Type': 'application/vnd.apple.pkpass',
        'Cache-Control': 'no-store',
        ...(lastModified ? { 'Last-Modified': lastModified.toUTCString() } : {}),
      },
      // The caller's own token goes back in the pass: it stays the one this device holds.
      body: await this.deps.factory.build(member, venue, checked.token),
    };
  }

  /**
   * Wallet's own error reports: logged, bounded per report (lines and their length) and per day,
   * per caller and all callers together, never stored (only the day's counts are). Characters
   * that could end, break or disguise a line are written as visible escapes (printable), so a
   * report can neither forge nor disguise lines of the function's log. The first line the
   * caller's allowance drops, and the first the day's drops, are told in one line each.
   */
  private async acceptLog(request: WalletHttpRequest): Promise<WalletHttpAnswer> {
    const body = bodyText(request, MAX_LOG_BODY_BYTES);
    if (body === null) return textAnswer(413, 'Request body too large.');
    const lines = readLogLines(body);
    if (lines.length === 0) return textAnswer(200, 'Logged.');
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    const caller = request.callerAddress;
    const admission = await this.deps.registrations.admitLogLines({
      day,
      // Hashed, so the store holds no address; callers of unknown address share one key.
      callerKey: await limiterRecordId(`apple-wallet-log|${caller ?? ''}`),
      wanted: lines.length,
      maxPerCaller: MAX_LOG_LINES_PER_CALLER_PER_DAY,
      maxPerDay: MAX_LOG_LINES_PER_DAY,
      // The day's counts count for nothing once it is over.
      expiresAt: `${nextDay(day)}T00:00:00.000Z`,
    });
    const log = this.deps.log ?? ((line: string) => console.warn(line));
    for (const line of lines.slice(0, admission.admitted)) log(`${LOG_PREFIX}${line}`);
    const from = caller === undefined ? 'an unknown address' : caller;
    if (admission.firstDropByCaller) {
      log(
        `${LOG_PREFIX}${admission.droppedByCaller} ${linesWord(admission.droppedByCaller)} ` +
          `dropped from ${from} on ${day} (UTC): its ${MAX_LOG_LINES_PER_CALLER_PER_DAY} a day ` +
          'are used; its further lines that day are dropped without another line',
      );
    }
    if (admission.firstDropByDay) {
      log(
        `${LOG_PREFIX}${admission.droppedByDay} ${linesWord(admission.droppedByDay)} dropped ` +
          `on ${day} (UTC): the day's ${MAX_LOG_LINES_PER_DAY} from all callers are used; ` +
          'further lines that day are dropped without another line',
      );
    }
    return textAnswer(200, 'Logged.');
  }

  /**
   * The pass type, the serial, the device id if any, then the pass's token: issued for that
   * serial, not revoked, its holder still holding the membership ungated (ApplePasses.standingOf).
   */
  private async checkPassCall(
    request: WalletHttpRequest,
    passTypeId: string | undefined,
    serial: string | undefined,
    deviceId?: string,
  ): Promise<
    | WalletHttpAnswer
    | {
        serial: string;
        deviceId: string;
        token: string;
        standing: Exclude<PassStanding, 'refused'>;
      }
  > {
    if (passTypeId !== this.deps.factory.passTypeIdentifier) return textAnswer(404, 'Not found.');
    const customerNumber = serial ? this.deps.factory.customerNumberOf(serial) : undefined;
    if (!serial || customerNumber === undefined) return textAnswer(404, 'Not found.');
    // Stryker disable next-line ConditionalExpression: DEVICE_ID.test(undefined) tests the text 'undefined', which it accepts, so testing a missing id answers as skipping it
    if (deviceId !== undefined && !DEVICE_ID.test(deviceId)) {
      return textAnswer(400, 'Invalid device.');
    }
    const token = /^ApplePass ([A-Za-z0-9_-]{1,200})$/.exec(
      headerOf(request, 'authorization'),
    )?.[1];
    const standing = token ? await this.deps.passes.standingOf(serial, token) : 'refused';
    if (!token || standing === 'refused') return textAnswer(401, 'Unauthorized.');
    // Stryker disable next-line StringLiteral: only register and unregister read deviceId, and their path always has one
    return { serial, deviceId: deviceId ?? '', token, standing };
  }
}

function notAllowed(): WalletHttpAnswer {
  return textAnswer(405, 'Method not allowed.');
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // Stryker disable next-line StringLiteral: no id, type or serial pattern accepts '\u0000' or '' (or any other stand-in without its characters)
    return '\u0000';
  }
}

/** The body as text, or null when it is larger than `maxBytes`. */
function bodyText(request: WalletHttpRequest, maxBytes: number): string | null {
  // Stryker disable next-line StringLiteral: any other short non-JSON text is read exactly as '' is (no push token, no log lines)
  const body = request.body ?? '';
  return Buffer.byteLength(body) > maxBytes ? null : body.toString();
}

function readPushToken(body: string): string | null {
  try {
    const value: unknown = JSON.parse(body);
    // Stryker disable next-line OptionalChaining: a null body then throws, and the catch answers null just the same
    const token = (value as { pushToken?: unknown } | null)?.pushToken;
    return typeof token === 'string' && PUSH_TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}

function readLogLines(body: string): string[] {
  try {
    // Stryker disable next-line OptionalChaining: a null body then throws, and the catch answers [] just the same
    const logs = (JSON.parse(body) as { logs?: unknown } | null)?.logs;
    // Stryker disable next-line ConditionalExpression: JSON has no other value with a filter method, so any other logs throws below and the catch answers [] just the same
    if (!Array.isArray(logs)) return [];
    return logs
      .filter((line): line is string => typeof line === 'string')
      .slice(0, MAX_LOG_LINES)
      .map((line) => printable(line));
  } catch {
    return [];
  }
}

/**
 * Characters that end, break or disguise a line wherever the log is read: controls (C0, DEL and
 * C1, U+0085 NEL among them), the line and paragraph separators U+2028 and U+2029, format
 * characters (bidirectional and zero-width controls, U+FEFF, U+061C, U+00AD and the like) and
 * lone surrogates.
 */
const UNSAFE_IN_LOG = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]$/u;

/**
 * The line as the log shows it, at most `maxLength` characters: each unsafe character written
 * as its escape (`\u2028`, `\u{e0041}`) and a backslash as two, so the escapes cannot be forged
 * either and nothing is dropped unseen. The cut never splits an escape.
 */
export function printable(line: string, maxLength = MAX_LOG_LINE_LENGTH): string {
  let shown = '';
  for (const char of line) {
    const written = char === '\\' ? '\\\\' : UNSAFE_IN_LOG.test(char) ? escaped(char) : char;
    if (shown.length + written.length > maxLength) break;
    shown += written;
  }
  return shown;
}

function escaped(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** The UTC day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
}

const linesWord = (count: number) => (count === 1 ? 'log line' : 'log lines');
