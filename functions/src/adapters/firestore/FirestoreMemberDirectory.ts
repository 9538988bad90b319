import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { ProfileChanges } from '@met/scheme/contract';
import type { ConsentEntry } from '../../domain/marketingConsent';
import {
  FIRST_CUSTOMER_NUMBER,
  type MemberDirectory,
  type MemberRecord,
  type NewMember,
  type RegisterOptions,
} from '../../ports/MemberDirectory';
import { COLLECTIONS, COUNTERS, documentIdFor } from './collections';
import { toIso, toTimestamp } from './timestamps';
import { inTransaction } from './transactions';

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * members/{customerNumber}, with emailLower for case-insensitive look-ups.
 * memberEmails/{documentIdFor(emailLower)} names the membership that holds the email (several
 * records may carry it once a join has taken it over). Joining runs in a transaction over the
 * customer number counter and that index, so of two joins decided against one holder only one
 * succeeds, and no customer number is handed out twice.
 */
export class FirestoreMemberDirectory implements MemberDirectory {
  constructor(private readonly db: Firestore) {}

  async findByCustomerNumber(customerNumber: string): Promise<MemberRecord | undefined> {
    const snapshot = await this.memberRef(customerNumber).get();
    return snapshot.exists ? toMemberRecord(snapshot.data()!) : undefined;
  }

  async findByEmail(email: string): Promise<MemberRecord | undefined> {
    const claim = await this.emailRef(email).get();
    if (claim.exists) return this.findByCustomerNumber(String(claim.data()!.customerNumber));
    // A record written without its index entry (not by this adapter) still holds its email.
    const snapshot = await this.byEmail(email).get();
    const doc = snapshot.docs[0];
    return doc && toMemberRecord(doc.data());
  }

  async register(
    member: NewMember,
    options: RegisterOptions = {},
  ): Promise<MemberRecord | 'email-taken'> {
    const emailRef = this.emailRef(member.email);
    const counterRef = this.db.collection(COLLECTIONS.counters).doc(COUNTERS.customerNumber);
    return inTransaction(this.db, async (tx) => {
      const [emailClaim, sameEmail, counter] = await Promise.all([
        tx.get(emailRef),
        tx.get(this.byEmail(member.email)),
        tx.get(counterRef),
      ]);
      const holder = emailClaim.exists
        ? String(emailClaim.data()!.customerNumber)
        : sameEmail.docs[0]?.id;
      if (holder !== options.takeOverFrom) return 'email-taken' as const;
      const next = counter.exists ? Number(counter.data()!.next) : FIRST_CUSTOMER_NUMBER;
      const customerNumber = String(next);
      const taken = await tx.get(this.memberRef(customerNumber));
      if (taken.exists) {
        throw new Error(`counters/${COUNTERS.customerNumber} is behind: ${next} is taken`);
      }
      const record = newMemberRecord(customerNumber, member);
      tx.set(counterRef, { next: next + 1 });
      tx.create(this.memberRef(customerNumber), toStoredMember(record));
      // Replaces the holder's entry on a take-over; the holder's record stays as it is.
      tx.set(emailRef, { customerNumber });
      return record;
    });
  }

  async updateProfile(
    customerNumber: string,
    changes: Omit<ProfileChanges, 'stopAllMarketing'>,
    consentEntries: readonly ConsentEntry[] = [],
  ): Promise<MemberRecord | undefined> {
    const ref = this.memberRef(customerNumber);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return undefined;
      const updated: MemberRecord = { ...toMemberRecord(snapshot.data()!) };
      if (changes.phone_mobile !== undefined) updated.phone_mobile = changes.phone_mobile;
      if (changes.interests !== undefined) updated.interests = [...changes.interests];
      if (changes.communications !== undefined) {
        updated.communications = { ...changes.communications };
      }
      // Appended in the same transaction as the change it records.
      if (consentEntries.length > 0) {
        updated.consentHistory = [...(updated.consentHistory ?? []), ...consentEntries];
      }
      tx.update(ref, {
        phone_mobile: updated.phone_mobile,
        interests: updated.interests,
        communications: updated.communications,
        ...(updated.consentHistory === undefined ? {} : { consentHistory: updated.consentHistory }),
      });
      return updated;
    });
  }

  async lengthenBreak(customerNumber: string, endsAt: string): Promise<MemberRecord | undefined> {
    const ref = this.memberRef(customerNumber);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return undefined;
      const member = toMemberRecord(snapshot.data()!);
      if (member.breakEndsAt && Date.parse(member.breakEndsAt) >= Date.parse(endsAt)) return member;
      tx.update(ref, { breakEndsAt: endsAt });
      return { ...member, breakEndsAt: endsAt };
    });
  }

  private emailRef(email: string) {
    return this.db.collection(COLLECTIONS.memberEmails).doc(documentIdFor(normalisedEmail(email)));
  }

  private memberRef(customerNumber: string) {
    return this.db.collection(COLLECTIONS.members).doc(customerNumber);
  }

  private byEmail(email: string) {
    return this.db
      .collection(COLLECTIONS.members)
      .where('emailLower', '==', normalisedEmail(email))
      .limit(1);
  }
}

function newMemberRecord(customerNumber: string, member: NewMember): MemberRecord {
  return {
    id: `crm-${customerNumber}`,
    customer_number: customerNumber,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    phone_mobile: member.mobilePhone,
    suspended: false,
    membership_type_id: member.membershipTypeId,
    membership_type_Name: member.membershipTypeName,
    home_casino: member.homeCasino,
    tierPoints: 0,
    rewardPoints: 0,
    loyalty_points: 0,
    loyalty_points_end_date: member.loyaltyPointsEndDate,
    interests: [...member.interests],
    communications: { ...member.communications },
    consentHistory: member.consentHistory.map((entry) => ({ ...entry })),
    dob: member.dob,
    title: member.title,
    gender: member.gender,
    marketingOptIn: member.marketingOptIn,
    joinedAt: member.joinedAt,
  };
}

/** What members/{customerNumber} holds: the record, joinedAt as a Timestamp, and emailLower. */
export function toStoredMember(record: MemberRecord): DocumentData {
  return {
    ...record,
    emailLower: normalisedEmail(record.email),
    joinedAt: toTimestamp(record.joinedAt),
  };
}

function toMemberRecord(data: DocumentData): MemberRecord {
  const { emailLower: _emailLower, joinedAt, ...record } = data;
  return { ...(record as Omit<MemberRecord, 'joinedAt'>), joinedAt: toIso(joinedAt) };
}
