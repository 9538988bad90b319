import { feature } from '../kernel/feature';
import { LoadPointsActivity } from './LoadPointsActivity';
import { PointsActivityStore } from './PointsActivityStore';

/** The member's points activity: how loyalty points were earned, spent and expire (issue 29). */
export const points = feature('points', [PointsActivityStore, LoadPointsActivity]);
