import type { Container, ContainerModule } from 'inversify';
import type { MemberArea, MemberAreaLoader } from '../core/session/MemberAreaLoader';

/**
 * The composition root's MemberAreaLoader: adds the member module to the app's container the
 * first time a session begins (or a passkey sign-in starts), so a signed-out first visit does
 * not download it, with the browser adapters only the member area uses (`adapters`, given by
 * src/app/container.ts: the device's passkeys). The core sees the port only; this is the one place
 * outside src/app/container.ts that holds the container.
 */
export class ContainerMemberAreaLoader implements MemberAreaLoader {
  readonly #container: Container;
  #loading: Promise<MemberArea> | null = null;

  readonly #adapters: () => Promise<{ default: ContainerModule }>;

  constructor(container: Container, adapters: () => Promise<{ default: ContainerModule }>) {
    this.#container = container;
    this.#adapters = adapters;
  }

  load(): Promise<MemberArea> {
    // A failed download is not remembered, so the next session start tries again.
    this.#loading ??= this.#loadOnce().catch((error: unknown) => {
      this.#loading = null;
      throw error;
    });
    return this.#loading;
  }

  async #loadOnce(): Promise<MemberArea> {
    const [{ memberModule, SessionContent, VenueStore, PasskeySignInStore }, adapters] =
      await Promise.all([import('../core/memberModule'), this.#adapters()]);
    this.#container.load(adapters.default, memberModule);
    return {
      content: this.#container.get(SessionContent),
      venue: this.#container.get(VenueStore),
      passkeySignIn: this.#container.get(PasskeySignInStore),
    };
  }
}
