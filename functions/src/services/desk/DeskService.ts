import { type CallContext, CallableError } from '@met/scheme/contract';
import type { Request, Response } from '../callableTypes';

/** desk-*: the staff side of a voucher's code and the membership card (issue 30). */
export class DeskService {
  async readCode(_request: Request<'desk-readCode'>, _ctx: CallContext): Response<'desk-readCode'> {
    throw new CallableError('unimplemented', 'The desk is not open yet.');
  }

  async redeem(_request: Request<'desk-redeem'>, _ctx: CallContext): Response<'desk-redeem'> {
    throw new CallableError('unimplemented', 'The desk is not open yet.');
  }
}
