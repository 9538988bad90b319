import { feature } from '../kernel/feature';
import { LoadMember } from './LoadMember';
import { LoadProfile } from './LoadProfile';
import { MemberStore } from './MemberStore';

/** The signed-in member's record and profile, and the membership gates. */
export const member = feature('member', [MemberStore, LoadMember, LoadProfile]);
