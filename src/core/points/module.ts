import { feature } from '../kernel/feature';
import { PointsActivityStore } from './PointsActivityStore';

/** The member's points activity: how loyalty points were earned, spent and expire. */
export const points = feature('points', [PointsActivityStore]);
