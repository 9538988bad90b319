import { vi } from 'vitest';

/** A MediaQueryList a test can flip, installed as window.matchMedia for the queries given. */
export class StubMediaQuery {
  readonly listeners = new Set<(event: MediaQueryListEvent) => void>();

  constructor(
    readonly media: string,
    public matches: boolean,
  ) {}

  addEventListener(_type: 'change', listener: (event: MediaQueryListEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'change', listener: (event: MediaQueryListEvent) => void): void {
    this.listeners.delete(listener);
  }

  set(matches: boolean): void {
    this.matches = matches;
    for (const listener of this.listeners) listener({ matches } as MediaQueryListEvent);
  }
}

export function stubMatchMedia(...queries: StubMediaQuery[]): void {
  vi.stubGlobal(
    'matchMedia',
    (media: string) =>
      queries.find((query) => query.media === media) ?? new StubMediaQuery(media, false),
  );
}
