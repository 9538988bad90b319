import type { Container } from 'inversify';
import type { MemberArea, MemberAreaLoader } from './core/session/MemberAreaLoader';

/**
 * The composition root's MemberAreaLoader: adds the member module to the app's container the
 * first time a session begins, so a signed-out first visit does not download it. The core sees
 * the port only; this is the one place outside src/container.ts that holds the container.
 */
export class ContainerMemberAreaLoader implements MemberAreaLoader {
  readonly #container: Container;
  #loading: Promise<MemberArea> | null = null;

  constructor(container: Container) {
    this.#container = container;
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
    const { memberModule, SessionContent, VenueStore } = await import('./core/memberModule');
    this.#container.load(memberModule);
    return {
      content: this.#container.get(SessionContent),
      venue: this.#container.get(VenueStore),
    };
  }
}
