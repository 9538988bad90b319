import type { AuthUser } from '../../src/core/ports/AuthPort';

/** The signed-in identity matching aProfile() by default. */
export class AuthUserBuilder {
  #user: AuthUser = { uid: 'uid-alex', email: 'alex@example.com', emailVerified: true };

  withUid(uid: string): this {
    this.#user.uid = uid;
    return this;
  }

  withEmail(email: string): this {
    this.#user.email = email;
    return this;
  }

  unverified(): this {
    this.#user.emailVerified = false;
    return this;
  }

  build(): AuthUser {
    return { ...this.#user };
  }
}

export function anAuthUser(): AuthUserBuilder {
  return new AuthUserBuilder();
}
