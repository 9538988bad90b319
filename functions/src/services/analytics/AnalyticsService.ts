import type { CallContext } from '@met/scheme/contract';
import { admitEngagement, toEngagementRecord } from '../../domain/engagements';
import type { Clock } from '../../ports/Clock';
import type { EngagementLog } from '../../ports/EngagementLog';
import type { RateLimiter } from '../../ports/RateLimiter';
import type { CallerAccess } from '../CallerAccess';
import type { Request, Response } from '../callableTypes';

/**
 * analytics-recordEngagement (our extension of the spec's table): the spec's customer_engagement
 * events, kept first-party (DECISIONS.md "Analytics and session recording"). The app sends one
 * only once the member agreed to share usage statistics; the server keeps what the event says,
 * the venue, the London day and the time, and never who sent it.
 */
export class AnalyticsService {
  constructor(
    private readonly log: EngagementLog,
    private readonly access: CallerAccess,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /**
   * Counted against the login before anything is read, so a flood costs one limiter write a
   * call. Then the member gates every member callable applies, and a break or self-exclusion:
   * the events are opt-ins and spins, which the server refuses then, so one sent then is no
   * member's genuine use.
   */
  async recordEngagement(
    request: Request<'analytics-recordEngagement'>,
    ctx: CallContext,
  ): Response<'analytics-recordEngagement'> {
    const caller = this.access.requireSignedIn(ctx);
    const now = this.clock.now();
    await admitEngagement(this.rateLimiter, caller.uid, now);
    const { member } = await this.access.requireMember(ctx, { refusePaused: now });
    await this.log.append(toEngagementRecord(request, member.home_casino, now));
    return { success: true };
  }
}
