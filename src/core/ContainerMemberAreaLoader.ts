import type { Container } from 'inversify';
import type { MemberArea, MemberAreaLoader } from './stores/MemberArea';

/** Loads the member module into the app's container the first time a session begins. */
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
    const { memberModule, SessionContent, VenueStore } = await import('./memberModule');
    // Test compositions load the member module up front.
    if (!this.#container.isBound(SessionContent)) this.#container.load(memberModule);
    return {
      content: this.#container.get(SessionContent),
      venue: this.#container.get(VenueStore),
    };
  }
}
