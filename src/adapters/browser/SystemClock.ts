import { injectable } from 'inversify';
import type { ClockPort } from '../../core/ports/ClockPort';

/** The device's clock. */
@injectable()
export class SystemClock implements ClockPort {
  now(): Date {
    return new Date();
  }
}
