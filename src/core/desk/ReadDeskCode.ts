import { inject, injectable } from 'inversify';
import type { DeskReading } from './DeskReading';
import { deskReadingFromWire } from './fromWire';
import { CallablesPort } from '../ports/CallablesPort';

/** The desk reads a scanned or typed code: a voucher's, or a membership card's. */
@injectable()
export class ReadDeskCode {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError (the backend's refusal, worded for the desk) or MalformedResponseError. */
  async execute(code: string): Promise<DeskReading> {
    return deskReadingFromWire(await this.callables.call('desk-readCode', { code }));
  }
}
