/** What moved the member's loyalty points: earned at a visit or a spin, spent, or expired. */
export type PointsMovementKind = 'visit' | 'spin' | 'redemption' | 'expiry';

/** One movement of the loyalty points balance (members-getPointsActivity). */
export interface PointsMovement {
  at: Date;
  kind: PointsMovementKind;
  /** Signed: earned is positive, spent or expired negative. */
  points: number;
  description: string;
}

/** Loyalty points that expire at the end of a day. */
export interface PointsExpiry {
  /** 'yyyy-MM-dd' (a London calendar day). */
  on: string;
  points: number;
}

/** The member's points story: movements newest first, and the expiry calendar soonest first. */
export interface PointsActivity {
  movements: PointsMovement[];
  expiries: PointsExpiry[];
}
