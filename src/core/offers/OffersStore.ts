import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { redeemedWhenAndWhere } from '@met/scheme';
import { messages } from '../kernel/messages';
import { FunctionError } from '../kernel/FunctionError';
import { isOfferExpiringSoon } from './offers';
import type { Offer } from './Offer';
import { ClockPort } from '../ports/ClockPort';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { MemberStore } from '../member/MemberStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { QueryCache } from '../kernel/query/QueryCache';
import { earliest } from '../kernel/earliest';
import { forgetRedeemedCode, offerCodeQuery, offersQuery, type GroupedOffers } from './queries';

export interface OfferCode {
  status: AsyncStatus;
  /** A data: URL of the PNG, once loaded. */
  imageUrl: string | null;
  /** When staff stop accepting the code (spec-decisions 27), once loaded. */
  expiresAt: Date | null;
}

const NO_QR: OfferCode = { status: 'idle', imageUrl: null, expiresAt: null };
const NO_OFFERS: GroupedOffers = { myOffers: [], otherOffers: [], used: [] };
const LOAD_FAILED = { fallback: messages.errors.generic };

/**
 * 'My Exclusive Offers': My Offers and Other Offers, each offer's QR code loaded on demand, and
 * the vouchers used at a desk, whose codes are never drawn again.
 */
@injectable()
export class OffersStore {
  /** The backend's sentence for a code it refused because the voucher was redeemed, by offer. */
  redeemedRefusals = new Map<string, string>();
  readonly #member: MemberStore;
  readonly #problems: ProblemReporter;
  readonly #clock: ClockPort;
  readonly #queries: QueryCache;

  constructor(
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(ClockPort) clock: ClockPort,
    @inject(QueryCache) queries: QueryCache,
  ) {
    this.#member = member;
    this.#problems = problems;
    this.#clock = clock;
    this.#queries = queries;
    makeAutoObservable(this);
  }

  /** The member's offers as their record asks for them; null while no member is shown. */
  get #offers() {
    const member = this.#member.member;
    if (member === null) return null;
    return this.#queries.query(offersQuery, { location: this.#member.location, crmId: member.id });
  }

  #code(offerId: string) {
    return this.#queries.query(offerCodeQuery, offerId);
  }

  /**
   * When the offers on screen were fetched, when they came from the device copy and are not
   * being refreshed; null when they are the server's (DECISIONS.md "Offline and the device copy").
   */
  get savedAt(): Date | null {
    return this.#offers?.savedAtShown ?? null;
  }

  /** savedAt for an offer's page: the offers and that offer's code. */
  savedAtFor(offerId: string): Date | null {
    const code = this.#code(offerId);
    return earliest(this.savedAt, code.value === null ? null : code.savedAtShown);
  }

  get #grouped(): GroupedOffers {
    return this.#offers?.value ?? NO_OFFERS;
  }

  get myOffers(): Offer[] {
    return this.#grouped.myOffers;
  }

  get otherOffers(): Offer[] {
    return this.#grouped.otherOffers;
  }

  /** Vouchers redeemed at a desk, newest first: no longer to use, shown as used. */
  get usedOffers(): Offer[] {
    return this.#grouped.used;
  }

  get status(): AsyncStatus {
    return this.#offers?.status ?? 'idle';
  }

  offerById(id: string): Offer | null {
    return (
      [...this.myOffers, ...this.otherOffers, ...this.usedOffers].find(
        (offer) => offer.id === id,
      ) ?? null
    );
  }

  /** 'Redeemed at 9:04pm at The Metropolitan Mayfair' (the scheme's words), or null if unused. */
  redeemedLine(offer: Offer): string | null {
    if (offer.redeemed === null) return null;
    return `Redeemed at ${redeemedWhenAndWhere(offer.redeemed, this.#clock.now())}`;
  }

  /** The backend refused the offer's code as redeemed: its sentence, else null. */
  redeemedRefusalFor(offerId: string): string | null {
    return this.redeemedRefusals.get(offerId) ?? null;
  }

  /** The 'expires soon' badge: the offer's last day is within a week (offers.ts). */
  isExpiringSoon(offer: Offer): boolean {
    return isOfferExpiringSoon(offer.expiresOn, this.#clock.now());
  }

  /** The offer's code as the screen shows it; a used voucher's never. */
  qrFor(offerId: string): OfferCode {
    const code = this.#code(offerId);
    if (code.value === null || this.offerById(offerId)?.redeemed) {
      return { ...NO_QR, status: code.status === 'ready' ? 'idle' : code.status };
    }
    return { status: 'ready', imageUrl: code.value.imageUrl, expiresAt: code.usableUntil };
  }

  /** Not asked for on a break or self-excluded: the server refuses them meanwhile. */
  async load(): Promise<void> {
    if (this.#member.paused) return;
    await this.#offers?.load(LOAD_FAILED);
  }

  /**
   * A loaded code that has expired (or the device's saved copy of one, with no signal): it must
   * not be shown as if staff would accept it.
   */
  isQrExpired(offerId: string): boolean {
    const code = this.#code(offerId);
    return code.value !== null && code.expired();
  }

  /** Loads an offer's QR code; a loading code, or a loaded one still valid, is not fetched again. */
  async loadQr(offerId: string): Promise<void> {
    if (this.#member.paused || this.offerById(offerId)?.redeemed) return;
    const code = this.#code(offerId);
    if (code.status === 'loading' || (code.value !== null && !code.expired())) return;
    try {
      await code.fetch();
    } catch (error) {
      if (isRedeemedRefusal(error)) return this.#redeemedMeanwhile(offerId, error.message);
      if (code.status !== 'idle') {
        this.#problems.report(error, {
          fallback: messages.errors.generic,
          retry: () => void this.loadQr(offerId),
          quietOffline: true,
        });
      }
    }
  }

  /**
   * The list on screen was stale: the desk redeemed the voucher since. The backend's sentence
   * takes the code's place, the kept code goes, and the list is fetched again to show it used.
   */
  #redeemedMeanwhile(offerId: string, sentence: string): void {
    this.redeemedRefusals.set(offerId, sentence);
    forgetRedeemedCode(this.#queries, offerId);
    void this.#offers?.load();
  }

  clear(): void {
    this.redeemedRefusals.clear();
  }
}

/** The code's refusal of a voucher a desk has redeemed: it names the redemption. */
function isRedeemedRefusal(error: unknown): error is FunctionError {
  return (
    error instanceof FunctionError &&
    error.code === 'failed-precondition' &&
    typeof error.details === 'object' &&
    error.details !== null &&
    'redeemed' in error.details
  );
}
