import type { Container } from 'inversify';
import { PasskeySignInStore, SessionContent, VenueStore } from '../../src/core/memberModule';
import type { MemberArea, MemberAreaLoader } from '../../src/core/session/MemberAreaLoader';

/**
 * For test compositions that load the member module up front (so a test reaches every store
 * before a session begins): hands out the stores already in `container`.
 */
export class PreloadedMemberArea implements MemberAreaLoader {
  readonly #container: Container;

  constructor(container: Container) {
    this.#container = container;
  }

  load(): Promise<MemberArea> {
    return Promise.resolve({
      content: this.#container.get(SessionContent),
      venue: this.#container.get(VenueStore),
      passkeySignIn: this.#container.get(PasskeySignInStore),
    });
  }
}
