import { inject, injectable } from 'inversify';
import { serverClockOffset, serverNow } from './serverTime';
import { ClockPort } from '../ports/ClockPort';

/**
 * The server's clock as seen from this device: the device's clock plus the offset measured from
 * the last answer that carried the server's time (promotions-getGames). Until one has arrived it
 * is the device's clock. Games are judged and opt-ins stamped by it
 * (DECISIONS.md "Games: the server's time for opt-ins").
 */
@injectable()
export class ServerClock implements ClockPort {
  #offsetMs = 0;

  constructor(@inject(ClockPort) private readonly device: ClockPort) {}

  /** The device's own time, to measure a request's round trip with. */
  deviceNow(): Date {
    return this.device.now();
  }

  /** Learns the offset from `serverTime`, read by the server between `sentAt` and now. */
  observe(serverTime: string, sentAt: Date): void {
    this.#offsetMs = serverClockOffset(serverTime, sentAt, this.device.now());
  }

  now(): Date {
    return serverNow(this.#offsetMs, this.device.now());
  }
}
