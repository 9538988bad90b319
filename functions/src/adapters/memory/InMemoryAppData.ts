import type {
  AddMembershipOutcome,
  AppData,
  GameOptin,
  GamePlay,
  UserProfile,
} from '../../ports/AppData';
import { copy, type MemoryState } from './MemoryState';

// Each method runs to completion without awaiting, so check-then-write is atomic here; the
// Firestore adapter gets the same guarantee from transactions.
export class InMemoryAppData implements AppData {
  constructor(private readonly state: MemoryState) {}

  async getProfile(uid: string): Promise<UserProfile | undefined> {
    const profile = this.state.users[uid];
    return profile && copy(profile);
  }

  async saveProfile(profile: UserProfile): Promise<void> {
    this.state.users[profile.uid] = copy(profile);
  }

  async setEmailVerified(uid: string, emailVerified: boolean): Promise<boolean> {
    const profile = this.state.users[uid];
    if (!profile) return false;
    profile.emailVerified = emailVerified;
    return true;
  }

  async addMembership(uid: string, customerNumber: string): Promise<AddMembershipOutcome> {
    const profile = this.state.users[uid];
    if (!profile) return 'no-profile';
    if (profile.memberships.includes(customerNumber)) return 'already-yours';
    if (this.holderOf(customerNumber)) return 'held-by-another';
    profile.memberships.push(customerNumber);
    return 'added';
  }

  async findProfileByMembership(customerNumber: string): Promise<UserProfile | undefined> {
    const profile = this.holderOf(customerNumber);
    return profile && copy(profile);
  }

  async saveGameOptin(uid: string, optin: GameOptin): Promise<boolean> {
    const profile = this.state.users[uid];
    if (!profile) return false;
    profile.gameOptin = [
      ...profile.gameOptin.filter(({ gameId }) => gameId !== optin.gameId),
      copy(optin),
    ];
    return true;
  }

  async recordPlayOnce(play: GamePlay, londonDayKey: string): Promise<boolean> {
    const key = `${play.customerNumber}|${play.gameId}|${londonDayKey}`;
    if (this.state.plays[key]) return false;
    this.state.plays[key] = copy(play);
    return true;
  }

  async latestPlay(userId: string, gameId: string): Promise<GamePlay | undefined> {
    const [latest] = Object.values(this.state.plays)
      .filter((play) => play.userId === userId && play.gameId === gameId)
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    return latest && copy(latest);
  }

  async deleteUserData(uid: string): Promise<void> {
    // Plays stay: the casino's prize record, and the membership's spin of the day.
    delete this.state.users[uid];
  }

  private holderOf(customerNumber: string): UserProfile | undefined {
    return Object.values(this.state.users).find((profile) =>
      profile.memberships.includes(customerNumber),
    );
  }
}
