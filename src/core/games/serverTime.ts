/**
 * The server's time as the app knows it (DECISIONS.md "Games: the server's time for opt-ins"). A
 * phone's clock may be hours out; an opt-in is stamped with the server's time, which
 * firestore.rules hold to within 5 minutes. The offset is measured when an answer carrying the
 * server's time arrives.
 */

/**
 * How far the server's clock is ahead of the device's (negative when behind), in ms. The server
 * read its clock somewhere between the request leaving and the answer arriving: the midpoint is
 * the best guess, wrong by at most half the round trip.
 */
export function serverClockOffset(serverTime: string, sentAt: Date, answeredAt: Date): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  const deviceMidpoint = (sentAt.getTime() + answeredAt.getTime()) / 2;
  return Math.round(server - deviceMidpoint);
}

/** The server's time now, from the device's clock and the last measured offset. */
export function serverNow(offsetMs: number, deviceNow: Date): Date {
  return new Date(deviceNow.getTime() + offsetMs);
}
