import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase-admin/firestore';
import type { PlayDocument, UserDocument } from '@met/scheme/documents';
import type {
  AddMembershipOutcome,
  AppData,
  GameOptin,
  GamePlay,
  UserProfile,
} from '../../ports/AppData';
import { COLLECTIONS, playDocumentId } from './collections';
import { isAlreadyExists, isNotFound } from './firestoreErrors';
import { toIso, toTimestamp } from './timestamps';
import { inTransaction } from './transactions';

/** Deletes per batch: Firestore allows 500 writes in one. */
const DELETE_BATCH_SIZE = 400;

/**
 * users/{uid} profiles and the 'games' collection of plays (spec section 7), plus
 * membershipLinks/{customerNumber} so that one membership is never linked to two logins.
 */
export class FirestoreAppData implements AppData {
  constructor(private readonly db: Firestore) {}

  async getProfile(uid: string): Promise<UserProfile | undefined> {
    const snapshot = await this.userRef(uid).get();
    return snapshot.exists ? toProfile(uid, snapshot.data()!) : undefined;
  }

  async saveProfile(profile: UserProfile): Promise<void> {
    await this.userRef(profile.uid).set(toStoredProfile(profile));
  }

  async setEmailVerified(uid: string, emailVerified: boolean): Promise<boolean> {
    try {
      await this.userRef(uid).update({ emailVerified });
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async addMembership(uid: string, customerNumber: string): Promise<AddMembershipOutcome> {
    const linkRef = this.db.collection(COLLECTIONS.membershipLinks).doc(customerNumber);
    // Profiles linked before membershipLinks existed (imported data) are found by the query.
    const holders = this.db
      .collection(COLLECTIONS.users)
      .where('memberships', 'array-contains', customerNumber)
      .limit(2);
    return inTransaction(this.db, async (tx) => {
      const [profile, link, held] = await Promise.all([
        tx.get(this.userRef(uid)),
        tx.get(linkRef),
        tx.get(holders),
      ]);
      if (!profile.exists) return 'no-profile';
      if (toProfile(uid, profile.data()!).memberships.includes(customerNumber)) {
        return 'already-yours';
      }
      const linkHolder = link.exists ? (link.data()!.uid as string) : undefined;
      const otherHolder = held.docs.some((doc) => doc.id !== uid);
      if ((linkHolder !== undefined && linkHolder !== uid) || otherHolder) {
        return 'held-by-another';
      }
      tx.update(this.userRef(uid), { memberships: FieldValue.arrayUnion(customerNumber) });
      tx.set(linkRef, { uid });
      return 'added';
    });
  }

  async findProfileByMembership(customerNumber: string): Promise<UserProfile | undefined> {
    const snapshot = await this.db
      .collection(COLLECTIONS.users)
      .where('memberships', 'array-contains', customerNumber)
      .limit(1)
      .get();
    const doc = snapshot.docs[0];
    return doc && toProfile(doc.id, doc.data());
  }

  async saveGameOptin(uid: string, optin: GameOptin): Promise<boolean> {
    return inTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(this.userRef(uid));
      if (!snapshot.exists) return false;
      const kept = toProfile(uid, snapshot.data()!).gameOptin.filter(
        ({ gameId }) => gameId !== optin.gameId,
      );
      const change: Pick<UserDocument<Timestamp>, 'gameOptin'> = {
        gameOptin: [...kept, optin].map(toStoredOptin),
      };
      tx.update(this.userRef(uid), change);
      return true;
    });
  }

  /** create() of a document keyed by membership, game and London day: the second one fails. */
  async recordPlayOnce(play: GamePlay, londonDayKey: string): Promise<boolean> {
    const id = playDocumentId(play.customerNumber, play.gameId, londonDayKey);
    try {
      await this.db.collection(COLLECTIONS.plays).doc(id).create(toStoredPlay(play));
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }

  async latestPlay(userId: string, gameId: string): Promise<GamePlay | undefined> {
    const snapshot = await this.db
      .collection(COLLECTIONS.plays)
      .where('userId', '==', userId)
      .where('gameId', '==', gameId)
      .orderBy('timestamp', 'desc')
      .limit(1)
      .get();
    const doc = snapshot.docs[0];
    return doc && toPlay(doc.data());
  }

  /** Plays are left: the casino's prize record outlives the login (spec-decisions 6). */
  async deleteUserData(uid: string): Promise<void> {
    await this.deleteAll(this.db.collection(COLLECTIONS.membershipLinks).where('uid', '==', uid));
    await this.userRef(uid).delete();
  }

  private userRef(uid: string) {
    return this.db.collection(COLLECTIONS.users).doc(uid);
  }

  private async deleteAll(query: Query): Promise<void> {
    for (;;) {
      const snapshot = await query.limit(DELETE_BATCH_SIZE).get();
      if (snapshot.empty) return;
      const batch = this.db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}

function toProfile(uid: string, data: DocumentData): UserProfile {
  return {
    uid,
    email: typeof data.email === 'string' ? data.email : '',
    emailVerified: data.emailVerified === true,
    country: typeof data.country === 'string' && data.country ? data.country : 'gb',
    memberships: Array.isArray(data.memberships) ? data.memberships.map(String) : [],
    gameOptin: Array.isArray(data.gameOptin)
      ? (data.gameOptin as GameOptin<Timestamp>[]).map((optin) => ({
          gameId: String(optin.gameId),
          timestamp: toIso(optin.timestamp),
        }))
      : [],
  };
}

/** users/{uid} as stored: instants as Timestamps. */
export function toStoredProfile(profile: UserProfile): UserDocument<Timestamp> {
  return { ...profile, gameOptin: profile.gameOptin.map(toStoredOptin) };
}

function toStoredOptin(optin: GameOptin): GameOptin<Timestamp> {
  return { gameId: optin.gameId, timestamp: toTimestamp(optin.timestamp) };
}

/** A play as stored in the games collection: its instant a Timestamp. */
export function toStoredPlay(play: GamePlay): PlayDocument<Timestamp> {
  return { ...play, timestamp: toTimestamp(play.timestamp) };
}

function toPlay(data: DocumentData): GamePlay {
  return {
    userId: String(data.userId),
    customerNumber: String(data.customerNumber ?? ''),
    gameId: String(data.gameId),
    timestamp: toIso(data.timestamp),
    prizeName: String(data.prizeName),
    win: data.win === true,
  };
}
