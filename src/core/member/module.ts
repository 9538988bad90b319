import { feature } from '../kernel/feature';
import { BreakStore } from './BreakStore';
import { LoadProfile } from './LoadProfile';
import { MemberStore } from './MemberStore';
import { TakeBreak } from './TakeBreak';

/** The signed-in member's record and profile, the membership gates, and taking a break. */
export const member = feature('member', [MemberStore, LoadProfile, TakeBreak, BreakStore]);
