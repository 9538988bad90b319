import type { GameOptin, UserProfile } from '../../src/core/ports/DocumentStorePort';

/** A users/{uid} profile: verified, linked to one membership, no game opt-ins by default. */
export class ProfileBuilder {
  #profile: UserProfile = {
    uid: 'uid-alex',
    email: 'alex@example.com',
    emailVerified: true,
    country: 'gb',
    memberships: ['10012345'],
    gameOptin: [],
  };

  withUid(uid: string): this {
    this.#profile.uid = uid;
    return this;
  }

  unverified(): this {
    this.#profile.emailVerified = false;
    return this;
  }

  verified(): this {
    this.#profile.emailVerified = true;
    return this;
  }

  withoutMemberships(): this {
    this.#profile.memberships = [];
    return this;
  }

  withCountry(country: string): this {
    this.#profile.country = country;
    return this;
  }

  withOptIn(gameId: string, timestamp: Date | string): this {
    const entry: GameOptin = { gameId, timestamp: new Date(timestamp) };
    this.#profile.gameOptin.push(entry);
    return this;
  }

  build(): UserProfile {
    return structuredClone(this.#profile);
  }
}

export function aProfile(): ProfileBuilder {
  return new ProfileBuilder();
}
