import { inject, injectable } from 'inversify';
import {
  createMemoryBackend,
  type MemoryBackend,
  type MemoryState,
  WebCryptoRandom,
  WebCryptoSigner,
  sampleWallets,
  seedState,
} from 'met-rewards-functions/in-memory';
import { ClockPort } from '../../../core/ports/ClockPort';
import { KeyValueStorePort } from '../../../core/ports/KeyValueStorePort';
import { PlatformPort } from '../../../core/ports/PlatformPort';
import { ChangeSignal } from './ChangeSignal';
import { FAKE_WORLD_STORAGE_KEY, parseStoredWorld, serialiseWorld } from './storedWorld';

/** Signs the fake world's voucher QR codes; a demo value, since no casino ever scans them. */
const DEMO_SIGNING_SECRET = 'met-fake-world-demo-signing-secret';

interface LoadedWorld {
  backend: MemoryBackend;
  seededAt: string;
}

/**
 * The in-browser backend: the real backend's services (functions/src) on in-memory adapters,
 * over one MemoryState that is seeded on first use, saved to localStorage after every change
 * and restored on reload. Email links point at this app's own origin.
 */
@injectable()
export class FakeWorld {
  /** Notified after every change of the state, so the Demo panel can follow the outbox. */
  readonly changes = new ChangeSignal();
  #opening: Promise<MemoryBackend> | null = null;
  #generation = 0;
  #loaded: LoadedWorld | null = null;
  readonly #resetListeners = new Set<() => void>();
  readonly #signer = new WebCryptoSigner(DEMO_SIGNING_SECRET);
  readonly #random = new WebCryptoRandom();

  constructor(
    @inject(KeyValueStorePort) private readonly storage: KeyValueStorePort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(PlatformPort) private readonly platform: PlatformPort,
  ) {}

  /** The state as last loaded, for synchronous readers; null until the world is first used. */
  get state(): MemoryState | null {
    return this.#loaded?.backend.state ?? null;
  }

  /** When the loaded world was seeded (its games are relative to that day). */
  get seededAt(): Date | null {
    return this.#loaded ? new Date(this.#loaded.seededAt) : null;
  }

  /** Restores the saved world, or seeds a new one, once; later calls get the same backend. */
  async ready(): Promise<MemoryBackend> {
    for (;;) {
      const opening = (this.#opening ??= this.#open(this.#generation));
      const backend = await opening;
      // A reset while this was opening replaced the world: use the new one.
      if (opening === this.#opening) return backend;
    }
  }

  /** The world's time now (the fake identity provider stamps its sign-ins with it). */
  now(): Date {
    return this.clock.now();
  }

  /** Runs `work` on the backend, then saves the world (whatever `work` changed). */
  async run<T>(work: (backend: MemoryBackend) => Promise<T>): Promise<T> {
    const backend = await this.ready();
    try {
      return await work(backend);
    } finally {
      if (backend === this.#loaded?.backend) {
        this.#save();
        this.changes.notify();
      }
    }
  }

  /** Runs `work`, which only reads, on the backend. */
  async read<T>(work: (backend: MemoryBackend) => Promise<T>): Promise<T> {
    return work(await this.ready());
  }

  /** Throws the world away for a freshly seeded one; reset listeners hear it (sign-out). */
  async reset(): Promise<void> {
    const generation = ++this.#generation;
    this.#opening = this.#seed(generation);
    await this.#opening;
    for (const listener of [...this.#resetListeners]) listener();
  }

  onReset(listener: () => void): () => void {
    this.#resetListeners.add(listener);
    return () => this.#resetListeners.delete(listener);
  }

  async #open(generation: number): Promise<MemoryBackend> {
    requireWebCrypto();
    const raw = this.storage.get(FAKE_WORLD_STORAGE_KEY);
    const stored = parseStoredWorld(raw);
    if (stored !== null) return this.#adopt(generation, stored.state, stored.seededAt);
    if (raw !== null) console.warn('The saved fake world could not be read; a new one is seeded');
    return this.#seed(generation);
  }

  async #seed(generation: number): Promise<MemoryBackend> {
    const now = this.clock.now();
    return this.#adopt(generation, await seedState(now), now.toISOString());
  }

  #adopt(generation: number, state: MemoryState, seededAt: string): MemoryBackend {
    const backend = createMemoryBackend(state, {
      clock: this.clock,
      random: this.#random,
      signer: this.#signer,
      productionOrigin: this.platform.origin() || 'http://localhost',
      // The fake world is a development build: its dev links may point at loopback.
      developmentBackend: true,
      // Sample passes, so a demo shows the wallet buttons (DECISIONS.md "Card and wallets").
      wallets: sampleWallets({
        origin: this.platform.origin() || 'http://localhost',
        clock: this.clock,
      }),
    });
    if (generation !== this.#generation) {
      backend.dispose();
      return backend;
    }
    this.#loaded?.backend.dispose();
    this.#loaded = { backend, seededAt };
    this.#save();
    this.changes.notify();
    return backend;
  }

  #save(): void {
    const loaded = this.#loaded;
    if (loaded === null) return;
    this.storage.set(FAKE_WORLD_STORAGE_KEY, serialiseWorld(loaded.seededAt, loaded.backend.state));
  }
}

/** Passwords are hashed and QR codes signed with Web Crypto, which browsers give secure pages only. */
function requireWebCrypto(): void {
  if (globalThis.crypto?.subtle === undefined) {
    throw new Error(
      'The fake world needs Web Crypto: open the app on http://localhost, http://127.0.0.1 or https',
    );
  }
}
