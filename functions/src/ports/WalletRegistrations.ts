/** One device that added a member's pass and asked Wallet to keep it current. */
export interface PassRegistration {
  /** Apple's deviceLibraryIdentifier: one Wallet on one device. */
  deviceLibraryIdentifier: string;
  serialNumber: string;
  /** What APNs needs to wake that Wallet. */
  pushToken: string;
  /** ISO instant of the registration (or its last renewal). */
  registeredAt: string;
  /** The hash of the pass token the device registered with: revoking the token removes it. */
  tokenHash?: string;
}

/**
 * One pass as issued by a pass link (DECISIONS.md "Card and wallets: Apple Wallet"): its random
 * authenticationToken is kept only as a hash, with whom it was issued to and whether it was
 * revoked. The web service answers only a token whose record is here and not revoked.
 */
export interface IssuedPass {
  /** SHA-256 of the pass's authenticationToken, hex (the token itself is never stored). */
  tokenHash: string;
  serialNumber: string;
  /** The membership number the pass shows. */
  customerNumber: string;
  /** The login the pass link was issued to. */
  uid: string;
  /** ISO instant the pass was downloaded. */
  issuedAt: string;
  revoked: boolean;
}

/** Whose passes a revocation ends: every pass of a login, or every pass of a membership. */
export type PassRevocation = { uid: string } | { serialNumber: string };

/**
 * Apple Wallet's registrations and each pass's update tag
 * (DECISIONS.md "Card and wallets: Apple Wallet"), for the pass web service. One pass type per
 * deployment, so the passTypeIdentifier is checked by the service, not kept. Update tags are
 * decimal strings of increasing numbers (milliseconds): Wallet echoes the last one it saw as
 * passesUpdatedSince. Also the issued passes' tokens, the used pass links and the log
 * endpoint's daily count.
 */
export interface WalletRegistrations {
  /**
   * Registers the device for the pass, or renews its push token. A pass keeps at most
   * `maxDevicesPerPass` devices: a new one beyond that is refused ('full'), so neither a copied
   * pass nor a flood can evict the member's own devices.
   * @returns 'created' for a new registration, 'existing' when the device already had it.
   */
  register(
    registration: PassRegistration,
    maxDevicesPerPass: number,
  ): Promise<'created' | 'existing' | 'full'>;
  /** @returns false when the device was not registered for the pass. */
  unregister(deviceLibraryIdentifier: string, serialNumber: string): Promise<boolean>;
  /** The serial numbers the device is registered for, with each one's update tag (if any). */
  passesOfDevice(
    deviceLibraryIdentifier: string,
  ): Promise<{ serialNumber: string; updateTag: string | undefined }[]>;
  /** The push tokens of every device registered for the pass. */
  pushTokensOf(serialNumber: string): Promise<string[]>;
  /** Records that the pass changed: its update tag becomes `tag` (never goes back). */
  markUpdated(serialNumber: string, tag: string): Promise<void>;
  updateTagOf(serialNumber: string): Promise<string | undefined>;
  /** Keeps a newly issued pass's token record. */
  issuePass(pass: IssuedPass): Promise<void>;
  /** The record of a token hash, revoked or not; undefined for a token never issued. */
  issuedPass(tokenHash: string): Promise<IssuedPass | undefined>;
  /**
   * Revokes every pass the revocation names and removes the device registrations made with
   * them (for a membership: every registration of its serial). Idempotent.
   * @returns how many passes were revoked now.
   */
  revokePasses(revocation: PassRevocation): Promise<number>;
  /**
   * Marks a pass link's ticket as used. True the first time only, so a link serves one pass.
   * `expiresAt` (ISO) is when the record may be forgotten: the link is refused by then anyway.
   */
  useLinkTicket(ticketId: string, expiresAt: string): Promise<boolean>;
  /**
   * Counts a report's lines against the log endpoint's allowances for its day: the caller's and
   * the day's (all callers together). Atomic per day.
   */
  admitLogLines(request: LogLinesRequest): Promise<LogLinesAdmission>;
}

/** A report's lines, to count against the log endpoint's allowances. */
export interface LogLinesRequest {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Who sent the report: a hash of its address (limiterRecordId), never the address. */
  callerKey: string;
  wanted: number;
  maxPerCaller: number;
  maxPerDay: number;
  /** ISO instant the day's counts are of no more use: the store may forget them from then. */
  expiresAt: string;
}

/**
 * How many of the report's lines may be logged, and how many are dropped, by which allowance: a
 * line over both counts as the caller's. `firstDropByCaller` is true for the caller's first
 * dropped line of the day only, `firstDropByDay` for the day's first line dropped by its cap.
 */
export interface LogLinesAdmission {
  admitted: number;
  droppedByCaller: number;
  droppedByDay: number;
  firstDropByCaller: boolean;
  firstDropByDay: boolean;
}

/**
 * The arithmetic both stores apply to a report, from the counts held before it: what is logged
 * and dropped, and the counts to hold after it.
 */
export function countLogLines(
  request: Pick<LogLinesRequest, 'wanted' | 'maxPerCaller' | 'maxPerDay'>,
  held: { caller: LogLinesCount; day: LogLinesCount },
): { admission: LogLinesAdmission; caller: LogLinesCount; day: LogLinesCount } {
  const { wanted, maxPerCaller, maxPerDay } = request;
  const withinCaller = Math.max(0, Math.min(wanted, maxPerCaller - held.caller.lines));
  const admitted = Math.max(0, Math.min(withinCaller, maxPerDay - held.day.lines));
  const droppedByCaller = wanted - withinCaller;
  const droppedByDay = withinCaller - admitted;
  return {
    admission: {
      admitted,
      droppedByCaller,
      droppedByDay,
      firstDropByCaller: droppedByCaller > 0 && held.caller.dropped === 0,
      firstDropByDay: droppedByDay > 0 && held.day.dropped === 0,
    },
    caller: { lines: held.caller.lines + admitted, dropped: held.caller.dropped + droppedByCaller },
    day: { lines: held.day.lines + admitted, dropped: held.day.dropped + droppedByDay },
  };
}

/** Lines logged and lines dropped, of one caller or of the whole day. */
export interface LogLinesCount {
  lines: number;
  dropped: number;
}
