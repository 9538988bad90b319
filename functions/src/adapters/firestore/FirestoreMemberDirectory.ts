import {
  type DocumentData,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ProfileChanges } from '@met/scheme/contract';
import { consentDayOf, consentEntriesByDay, consentEntriesFit } from '../../domain/consentLimits';
import { type ConsentEntry, newestFirst } from '../../domain/marketingConsent';
import {
  CONSENT_DAY_FULL,
  FIRST_CUSTOMER_NUMBER,
  type MemberDirectory,
  type MemberRecord,
  type NewMember,
  type RegisterOptions,
} from '../../ports/MemberDirectory';
import { COLLECTIONS, COUNTERS, documentIdFor } from './collections';
import { toIso, toTimestamp } from './timestamps';
import { OneAtATime } from './oneAtATime';
import { inTransaction } from './transactions';

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * members/{customerNumber}, with emailLower for case-insensitive look-ups.
 * memberEmails/{documentIdFor(emailLower)} names the membership that holds the email (several
 * records may carry it once a join has taken it over). Joining runs in a transaction over the
 * customer number counter and that index, so of two joins decided against one holder only one
 * succeeds, and no customer number is handed out twice. Joins queue within this process on the
 * counter (OneAtATime), which every one of them changes.
 * members/{customerNumber}/consentHistory/{London day} holds the consent history, a document per
 * day, written in the same transaction as the change it records; the member's record carries
 * none (one from before is moved out by its next consent write or break).
 */
export class FirestoreMemberDirectory implements MemberDirectory {
  readonly #onTheCounter = new OneAtATime();

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
    return this.#onTheCounter.run(COUNTERS.customerNumber, () => this.#register(member, options));
  }

  #register(member: NewMember, options: RegisterOptions): Promise<MemberRecord | 'email-taken'> {
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
      for (const [day, entries] of consentEntriesByDay(member.consentHistory)) {
        tx.create(this.historyRef(customerNumber, day), { day, entries });
      }
      // Replaces the holder's entry on a take-over; the holder's record stays as it is.
      tx.set(emailRef, { customerNumber });
      return record;
    });
  }

  async updateProfile(
    customerNumber: string,
    changes: Omit<ProfileChanges, 'stopAllMarketing'>,
    consentEntries: readonly ConsentEntry[] = [],
  ): Promise<MemberRecord | undefined | typeof CONSENT_DAY_FULL> {
    const ref = this.memberRef(customerNumber);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return undefined;
      const { consentHistory: legacy, ...stored } = toMemberRecord(snapshot.data()!);
      const history = await this.readHistoryDays(tx, customerNumber, [
        ...(legacy ?? []),
        ...consentEntries,
      ]);
      const day = consentEntries[0] && consentDayOf(consentEntries[0]);
      const held = [
        ...(day === undefined ? [] : (history.get(day) ?? [])),
        ...(legacy ?? []).filter((entry) => consentDayOf(entry) === day),
      ].length;
      if (!consentEntriesFit(held, consentEntries)) return CONSENT_DAY_FULL;
      const updated: MemberRecord = { ...stored };
      if (changes.phone_mobile !== undefined) updated.phone_mobile = changes.phone_mobile;
      if (changes.interests !== undefined) updated.interests = [...changes.interests];
      if (changes.communications !== undefined) {
        updated.communications = { ...changes.communications };
      }
      tx.update(ref, {
        phone_mobile: updated.phone_mobile,
        interests: updated.interests,
        communications: updated.communications,
        ...(legacy === undefined ? {} : { consentHistory: FieldValue.delete() }),
      });
      // Written in the same transaction as the change they record.
      this.writeHistory(tx, customerNumber, history, [...(legacy ?? []), ...consentEntries]);
      return updated;
    });
  }

  async lengthenBreak(customerNumber: string, endsAt: string): Promise<MemberRecord | undefined> {
    const ref = this.memberRef(customerNumber);
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return undefined;
      const { consentHistory: legacy, ...member } = toMemberRecord(snapshot.data()!);
      const history = await this.readHistoryDays(tx, customerNumber, legacy ?? []);
      const lengthened = !member.breakEndsAt || Date.parse(member.breakEndsAt) < Date.parse(endsAt);
      if (!lengthened && legacy === undefined) return member;
      // The break never waits on the history: one still on the record leaves it in this write.
      tx.update(ref, {
        ...(lengthened ? { breakEndsAt: endsAt } : {}),
        ...(legacy === undefined ? {} : { consentHistory: FieldValue.delete() }),
      });
      this.writeHistory(tx, customerNumber, history, legacy ?? []);
      return lengthened ? { ...member, breakEndsAt: endsAt } : member;
    });
  }

  async consentHistoryOf(
    member: Pick<MemberRecord, 'customer_number' | 'consentHistory'>,
    newest?: number,
  ): Promise<ConsentEntry[]> {
    // Each day's document holds at least one entry, so the newest `newest` days hold enough.
    // By the `day` field (its single-field index): Firestore scans no document ids backwards.
    const byDay = this.historyCollection(member.customer_number).orderBy('day', 'desc');
    const snapshot = await (newest === undefined ? byDay : byDay.limit(newest)).get();
    const kept = snapshot.docs.flatMap((doc) => entriesOf(doc.data()));
    const history = newestFirst([...(member.consentHistory ?? []), ...kept]);
    return newest === undefined ? history : history.slice(0, newest);
  }

  /** The entries each day of `entries` holds already, read in the transaction. */
  private async readHistoryDays(
    tx: Transaction,
    customerNumber: string,
    entries: readonly ConsentEntry[],
  ): Promise<Map<string, ConsentEntry[]>> {
    const days = [...consentEntriesByDay(entries).keys()];
    const snapshots = await Promise.all(
      days.map((day) => tx.get(this.historyRef(customerNumber, day))),
    );
    return new Map(days.map((day, index) => [day, entriesOf(snapshots[index]?.data())]));
  }

  /** Adds `entries` to the documents of their days, after what `held` says each holds. */
  private writeHistory(
    tx: Transaction,
    customerNumber: string,
    held: ReadonlyMap<string, ConsentEntry[]>,
    entries: readonly ConsentEntry[],
  ): void {
    for (const [day, added] of consentEntriesByDay(entries)) {
      tx.set(this.historyRef(customerNumber, day), {
        day,
        entries: [...(held.get(day) ?? []), ...added],
      });
    }
  }

  private historyCollection(customerNumber: string) {
    return this.memberRef(customerNumber).collection(COLLECTIONS.consentHistory);
  }

  private historyRef(customerNumber: string, day: string) {
    return this.historyCollection(customerNumber).doc(day);
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

/** A day document's entries: none when it does not exist. */
function entriesOf(data: DocumentData | undefined): ConsentEntry[] {
  return Array.isArray(data?.entries) ? (data.entries as ConsentEntry[]) : [];
}

function toMemberRecord(data: DocumentData): MemberRecord {
  const { emailLower: _emailLower, joinedAt, ...record } = data;
  return { ...(record as Omit<MemberRecord, 'joinedAt'>), joinedAt: toIso(joinedAt) };
}
