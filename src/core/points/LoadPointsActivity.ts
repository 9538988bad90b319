import { inject, injectable } from 'inversify';
import { CallablesPort } from '../ports/CallablesPort';
import { pointsActivityFromWire } from './fromWire';
import type { PointsActivity } from './PointsActivity';

/** The member's own points history and expiry calendar (members-getPointsActivity). */
@injectable()
export class LoadPointsActivity {
  constructor(@inject(CallablesPort) private readonly callables: CallablesPort) {}

  /** @throws FunctionError, MalformedResponseError. */
  async execute(): Promise<PointsActivity> {
    const { result } = await this.callables.call('members-getPointsActivity', {});
    return pointsActivityFromWire(result);
  }
}
