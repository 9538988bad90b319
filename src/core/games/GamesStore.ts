import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isPlayedTodayDetails } from '@met/scheme';
import { FunctionError } from '../kernel/FunctionError';
import { messages } from '../kernel/messages';
import { gamesMessages } from './gamesMessages';
import { isNetworkFailure } from '../kernel/networkFailure';
import type { Prize } from './Prize';
import { hasUsedTodaysPlay, type GameCard } from './gameCards';
import { LoadGames } from './LoadGames';
import { LoadPrizes } from './LoadPrizes';
import { OptInToGame } from './OptInToGame';
import { SpinTheWheel } from './SpinTheWheel';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { DialogStore } from '../kernel/DialogStore';
import { QueryCache } from '../kernel/query/QueryCache';
import { localQuery, type QueryDefinition } from '../kernel/query/QueryDefinition';
import { MemberStore } from '../member/MemberStore';
import { NotificationsStore } from '../kernel/NotificationsStore';
import { ProblemReporter } from '../kernel/ProblemReporter';

export interface PrizeFeed {
  status: AsyncStatus;
  prizes: Prize[];
}

/** Where the wheel lands: the segment index into the game's prize list, and that prize. */
export interface SpinResult {
  prizeIndex: number;
  prize: Prize;
}

const NO_PRIZES: PrizeFeed = { status: 'idle', prizes: [] };
const CARDS_FAILED = { fallback: messages.errors.gameData };

/** Spin To Win: the game cards, each game's prizes, opt-ins and spins. */
@injectable()
export class GamesStore {
  prizeFeeds = new Map<string, PrizeFeed>();
  /** The last spin's result per game, for the wheel to land on. */
  results = new Map<string, SpinResult>();
  /** The game whose spin is in flight; the spin button is disabled meanwhile (spec-decisions 10). */
  spinningGameId: string | null = null;
  optingInGameId: string | null = null;
  /**
   * The member's game cards, read afresh whenever the games page opens (never kept on the device:
   * games need a network). An opt-in or spin that changes a card while a load is out is applied
   * again to the load's older answer (Query.update).
   */
  readonly #cardsQuery: QueryDefinition<string, GameCard[], GameCard[]>;
  readonly #queries: QueryCache;
  readonly #loadGames: LoadGames;
  readonly #loadPrizes: LoadPrizes;
  readonly #optInToGame: OptInToGame;
  readonly #spinTheWheel: SpinTheWheel;
  readonly #member: MemberStore;
  readonly #dialogs: DialogStore;
  readonly #notifications: NotificationsStore;
  readonly #problems: ProblemReporter;

  constructor(
    @inject(LoadGames) loadGames: LoadGames,
    @inject(LoadPrizes) loadPrizes: LoadPrizes,
    @inject(OptInToGame) optInToGame: OptInToGame,
    @inject(SpinTheWheel) spinTheWheel: SpinTheWheel,
    @inject(MemberStore) member: MemberStore,
    @inject(DialogStore) dialogs: DialogStore,
    @inject(NotificationsStore) notifications: NotificationsStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(QueryCache) queries: QueryCache,
  ) {
    this.#queries = queries;
    this.#cardsQuery = localQuery('game cards', (uid: string) => loadGames.execute(uid));
    this.#loadGames = loadGames;
    this.#loadPrizes = loadPrizes;
    this.#optInToGame = optInToGame;
    this.#spinTheWheel = spinTheWheel;
    this.#member = member;
    this.#dialogs = dialogs;
    this.#notifications = notifications;
    this.#problems = problems;
    makeAutoObservable(this);
  }

  get #cards() {
    const uid = this.#member.uid;
    return uid === null ? null : this.#queries.query(this.#cardsQuery, uid);
  }

  get cards(): GameCard[] {
    return this.#cards?.value ?? [];
  }

  get status(): AsyncStatus {
    return this.#cards?.status ?? 'idle';
  }

  get isSpinning(): boolean {
    return this.spinningGameId !== null;
  }

  cardById(gameId: string): GameCard | null {
    return this.cards.find((card) => card.game.id === gameId) ?? null;
  }

  prizesFor(gameId: string): PrizeFeed {
    return this.prizeFeeds.get(gameId) ?? NO_PRIZES;
  }

  resultFor(gameId: string): SpinResult | null {
    return this.results.get(gameId) ?? null;
  }

  /**
   * Loaded by the session after the gates, and again when the games page opens; not on a break
   * or self-excluded, when the server refuses Spin To Win.
   */
  async load(): Promise<void> {
    if (this.#member.paused) return;
    await this.#cards?.load(CARDS_FAILED);
  }

  /** Loads a game's prize list once (the wheel's segments). */
  async loadPrizes(gameId: string): Promise<void> {
    const current = this.prizesFor(gameId).status;
    if (current === 'loading' || current === 'ready') return;
    await this.#fetchPrizes(gameId);
  }

  async optIn(gameId: string): Promise<void> {
    const uid = this.#member.uid;
    const card = this.cardById(gameId);
    if (uid === null || card === null || this.optingInGameId !== null) return;
    this.optingInGameId = gameId;
    try {
      await this.#queries.settle(() => this.#optInToGame.execute(uid, card), {
        answered: (outcome) => {
          if (outcome.kind === 'refused') {
            this.#dialogs.showProblem({ message: outcome.message });
            // The card did not know: an earlier opt-in whose answer was lost, or one made elsewhere.
            if (outcome.reason === 'already-opted-in') void this.#refreshCard(gameId);
            return;
          }
          this.#replaceCard(outcome.card);
          this.#notifications.show(gamesMessages.optedIn, { kind: 'success' });
        },
        failed: (error) => {
          this.#problems.report(error, { fallback: messages.errors.optIn });
          if (isNetworkFailure(error)) void this.#refreshCard(gameId);
        },
      });
    } finally {
      runInAction(() => {
        if (this.optingInGameId === gameId) this.optingInGameId = null;
      });
    }
  }

  /** One spin; while a spin is in flight another tap sends nothing. */
  async spin(gameId: string): Promise<void> {
    const card = this.cardById(gameId);
    if (card === null || this.spinningGameId !== null) return;
    this.spinningGameId = gameId;
    this.results.delete(gameId);
    const cached = this.prizesFor(gameId);
    try {
      // Prizes already loaded are used at once: no wait in which the session could end.
      const prizes = cached.status === 'ready' ? cached.prizes : await this.#fetchPrizes(gameId);
      if (prizes === null) return;
      await this.#queries.settle(
        () => this.#spinTheWheel.execute(this.#member.location, card, prizes),
        {
          answered: (outcome) => {
            if (outcome.kind === 'refused') {
              this.#dialogs.showProblem({ message: outcome.message });
              return;
            }
            this.results.set(gameId, { prizeIndex: outcome.prizeIndex, prize: outcome.prize });
            this.#replaceCard(outcome.card);
          },
          failed: (error) => this.#spinFailed(gameId, error),
        },
      );
    } finally {
      runInAction(() => {
        if (this.spinningGameId === gameId) this.spinningGameId = null;
      });
    }
  }

  clear(): void {
    this.prizeFeeds.clear();
    this.results.clear();
    this.spinningGameId = null;
    this.optingInGameId = null;
  }

  async #spinFailed(gameId: string, error: unknown): Promise<void> {
    if (isAlreadyPlayedRefusal(error)) {
      // Today's play is used (an earlier spin whose answer was lost): say what it won, in the
      // game's own words (spec section 8), rather than a rate limit.
      await this.#queries.settle(() => this.#refreshCard(gameId), {
        answered: (card) => {
          if (card !== null && hasUsedTodaysPlay(card.status)) {
            this.#dialogs.showProblem({ message: card.message });
          } else if (error instanceof FunctionError && isPlayedTodayDetails(error.details)) {
            // This login has no play today, but the membership has: spun from a login since
            // deleted, or another one (spec-decisions 6). Say so, not 'too many attempts'.
            this.#dialogs.showProblem({ message: gamesMessages.membershipPlayedToday });
          } else {
            this.#reportSpinFailure(gameId, error);
          }
        },
      });
      return;
    }
    this.#reportSpinFailure(gameId, error);
  }

  #reportSpinFailure(gameId: string, error: unknown): void {
    this.#problems.report(error, { fallback: messages.errors.spin });
    // Never sent again by itself (a spin spends the day's play), but the card is re-read.
    if (isNetworkFailure(error)) void this.#refreshCard(gameId);
  }

  /** The prizes, or null when they could not be loaded (already reported) or came too late. */
  async #fetchPrizes(gameId: string): Promise<Prize[] | null> {
    return this.#queries.settle(
      () => this.#loadPrizes.execute(gameId),
      {
        answered: (prizes) => {
          this.prizeFeeds.set(gameId, { status: 'ready', prizes });
          return prizes;
        },
        failed: (error) => {
          this.prizeFeeds.set(gameId, { status: 'error', prizes: [] });
          this.#problems.report(error, {
            fallback: messages.errors.prizeFeed,
            retry: () => void this.loadPrizes(gameId),
            quietOffline: true,
          });
          return null;
        },
      },
      () => void this.prizeFeeds.set(gameId, { status: 'loading', prizes: [] }),
    );
  }

  /**
   * Re-reads one game's card with no loading state and no dialog. A request that got no answer
   * may still have been carried out (the answer lost on its way back), so after one the card is
   * read again: the member sees the play and prize, or the opt-in, the server recorded: nothing
   * earned is lost. A spin or opt-in that changed the card meanwhile wins over this read; if
   * the read fails too, the failure already said so and the page reads again when it opens.
   */
  async #refreshCard(gameId: string): Promise<GameCard | null> {
    const uid = this.#member.uid;
    if (uid === null) return null;
    const shown = this.cardById(gameId);
    return this.#queries.settle(() => this.#loadGames.execute(uid), {
      answered: (cards) => {
        const fresh = cards.find((card) => card.game.id === gameId);
        if (fresh === undefined || this.cardById(gameId) !== shown) return null;
        this.#replaceCard(fresh);
        return fresh;
      },
      failed: () => null,
    });
  }

  #replaceCard(card: GameCard): void {
    this.#cards?.update((cards) =>
      cards.map((existing) => (existing.game.id === card.game.id ? card : existing)),
    );
  }
}

/** The server refused a spin because today's play is already used ('resource-exhausted'). */
function isAlreadyPlayedRefusal(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'resource-exhausted';
}
