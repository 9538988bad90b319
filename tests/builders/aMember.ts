import { isTemporaryMembership, TIER_BY_MEMBERSHIP_TYPE_ID, type Tier } from '@met/scheme';
import type { MemberData } from '@met/scheme/contract';
import { memberFromWire } from '../../src/core/member/fromWire';
import type { Member } from '../../src/core/member/Member';

/** Member data as members-getMember answers it; a King member in good standing by default. */
export class MemberBuilder {
  #member: MemberData = {
    id: 'crm-1001',
    customer_number: '10012345',
    first_name: 'Alex',
    last_name: 'Morgan',
    email: 'alex@example.com',
    phone_mobile: '07700900123',
    suspended: false,
    membership_type_id: 47,
    membership_type_Name: 'King',
    home_casino: 6,
    tierPoints: 1200,
    rewardPoints: 36_000,
    loyalty_points: 250,
    loyalty_points_end_date: '2026-12-31',
    interests: ['Poker'],
    communications: { email: true, sms: false, phone: false, post: false },
    breakEndsAt: null,
    selfExcluded: false,
    contactable: true,
    consentHistory: [],
  };

  withTier(tier: Tier): this {
    const typeId = Object.entries(TIER_BY_MEMBERSHIP_TYPE_ID).find(
      ([id, name]) => name === tier && !isTemporaryMembership(Number(id)),
    )?.[0];
    if (typeId === undefined) throw new Error(`no membership type for tier ${tier}`);
    return this.withMembershipType(Number(typeId), tier);
  }

  withMembershipType(typeId: number, name = `Type ${typeId}`): this {
    this.#member.membership_type_id = typeId;
    this.#member.membership_type_Name = name;
    return this;
  }

  temporary(): this {
    return this.withMembershipType(34, 'Temporary');
  }

  suspended(): this {
    this.#member.suspended = true;
    return this;
  }

  /** On a break until `endsAt` (ISO): not to be contacted. */
  onBreakUntil(endsAt: string): this {
    this.#member = { ...this.#member, breakEndsAt: endsAt, contactable: false };
    return this;
  }

  selfExcluded(): this {
    this.#member = { ...this.#member, selfExcluded: true, contactable: false };
    return this;
  }

  withHomeCasino(venueId: number): this {
    this.#member.home_casino = venueId;
    return this;
  }

  withRewardPoints(points: number): this {
    this.#member.rewardPoints = points;
    return this;
  }

  with(fields: Partial<MemberData>): this {
    this.#member = { ...this.#member, ...fields };
    return this;
  }

  build(): MemberData {
    return structuredClone(this.#member);
  }

  /** The same member as the app's stores and use cases hold it. */
  buildModel(): Member {
    return memberFromWire(this.build());
  }
}

export function aMember(): MemberBuilder {
  return new MemberBuilder();
}
