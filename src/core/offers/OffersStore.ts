import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { redeemedWhenAndWhere } from '@met/scheme';
import { messages } from '../kernel/messages';
import { FunctionError } from '../kernel/FunctionError';
import { isOfferExpiringSoon } from './offers';
import type { Offer } from './Offer';
import type { GroupedOffers } from './LoadOffers';
import { ClockPort } from '../ports/ClockPort';
import { LoadOfferCode } from './LoadOfferCode';
import { LoadOffers } from './LoadOffers';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LoadedContent } from '../kernel/LoadedContent';
import { MemberStore } from '../member/MemberStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { LastSeen } from '../kernel/LastSeen';
import { earliest } from '../kernel/earliest';
import { ForgetRedeemedCodes } from './ForgetRedeemedCodes';

export interface OfferCode {
  status: AsyncStatus;
  /** A data: URL of the PNG, once loaded. */
  imageUrl: string | null;
  /** When staff stop accepting the code (spec-decisions 27), once loaded. */
  expiresAt: Date | null;
}

const NO_QR: OfferCode = { status: 'idle', imageUrl: null, expiresAt: null };
const NO_OFFERS: GroupedOffers = { myOffers: [], otherOffers: [], used: [] };

/**
 * 'My Exclusive Offers': My Offers and Other Offers, each offer's QR code loaded on demand, and
 * the vouchers used at a desk (issue 30), whose codes are never drawn again.
 */
@injectable()
export class OffersStore {
  qrCodes = new Map<string, OfferCode>();
  /** The backend's sentence for a code it refused because the voucher was redeemed, by offer. */
  redeemedRefusals = new Map<string, string>();
  readonly #offers: LoadedContent<GroupedOffers>;
  readonly #loadOffers: LoadOffers;
  readonly #loadOfferCode: LoadOfferCode;
  readonly #member: MemberStore;
  readonly #problems: ProblemReporter;
  readonly #clock: ClockPort;
  readonly #lastSeen: LastSeen;
  readonly #forgetRedeemedCodes: ForgetRedeemedCodes;

  constructor(
    @inject(LoadOffers) loadOffers: LoadOffers,
    @inject(LoadOfferCode) loadOfferCode: LoadOfferCode,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(ClockPort) clock: ClockPort,
    @inject(LastSeen) lastSeen: LastSeen,
    @inject(ForgetRedeemedCodes) forgetRedeemedCodes: ForgetRedeemedCodes,
  ) {
    this.#loadOffers = loadOffers;
    this.#loadOfferCode = loadOfferCode;
    this.#member = member;
    this.#problems = problems;
    this.#clock = clock;
    this.#lastSeen = lastSeen;
    this.#forgetRedeemedCodes = forgetRedeemedCodes;
    this.#offers = new LoadedContent<GroupedOffers>(NO_OFFERS, {
      problems,
      fallback: messages.errors.generic,
      retry: () => void this.load(),
    });
    makeAutoObservable(this);
    // A refresh behind the screen brought the server's answer: shown without a round trip.
    // Refused: the copy leaves the screen and the load runs again, saying why.
    lastSeen.onRefreshed(['vouchers-getAllVouchers'], (_name, _request, refused) => {
      if (!refused) return void this.#refreshList();
      this.#offers.clear();
      void this.load();
    });
    lastSeen.onRefreshed(['vouchers-generateQrCode'], (_name, request, refused) => {
      const { voucherId: offerId } = request as { voucherId: string };
      if (!refused) return void this.#refreshQr(offerId);
      this.qrCodes.delete(offerId);
      void this.loadQr(offerId);
    });
  }

  /**
   * When the offers on screen were fetched, when they came from the device copy and are not
   * being refreshed; null when they are the server's (DECISIONS.md "Offline and the device copy").
   */
  get savedAt(): Date | null {
    return this.#lastSeen.savedAt(['vouchers-getAllVouchers']);
  }

  /** savedAt for an offer's page: the offers and that offer's code. */
  savedAtFor(offerId: string): Date | null {
    const code =
      this.qrFor(offerId).status === 'ready'
        ? this.#lastSeen.savedAtOf('vouchers-generateQrCode', { voucherId: offerId })
        : null;
    return earliest(this.savedAt, code);
  }

  get myOffers(): Offer[] {
    return this.#offers.value.myOffers;
  }

  get otherOffers(): Offer[] {
    return this.#offers.value.otherOffers;
  }

  /** Vouchers redeemed at a desk (issue 30), newest first: no longer to use, shown as used. */
  get usedOffers(): Offer[] {
    return this.#offers.value.used;
  }

  get status(): AsyncStatus {
    return this.#offers.status;
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

  qrFor(offerId: string): OfferCode {
    return this.qrCodes.get(offerId) ?? NO_QR;
  }

  /** Not asked for on a break or self-excluded (issue 26): the server refuses them meanwhile. */
  async load(): Promise<void> {
    const member = this.#member.member;
    if (member === null || this.#member.paused) return;
    await this.#offers.load(
      () => this.#loadOffers.execute(this.#member.location, member.id),
      (grouped) => this.#withoutUsedCodes(grouped),
    );
  }

  /**
   * A loaded code that has expired (or the device's saved copy of one, with no signal): it must
   * not be shown as if staff would accept it.
   */
  isQrExpired(offerId: string): boolean {
    const { expiresAt } = this.qrFor(offerId);
    return expiresAt !== null && expiresAt.getTime() <= this.#clock.now().getTime();
  }

  /** Loads an offer's QR code; a loading code, or a loaded one still valid, is not fetched again. */
  async loadQr(offerId: string): Promise<void> {
    if (this.#member.paused || this.offerById(offerId)?.redeemed) return;
    const current = this.qrFor(offerId).status;
    if (current === 'loading' || (current === 'ready' && !this.isQrExpired(offerId))) return;
    await this.#offers.settle(
      () => this.#loadOfferCode.execute(offerId),
      {
        answered: ({ imageUrl, expiresAt }) =>
          void this.qrCodes.set(offerId, { status: 'ready', imageUrl, expiresAt }),
        failed: (error) => {
          this.qrCodes.set(offerId, { status: 'error', imageUrl: null, expiresAt: null });
          if (isRedeemedRefusal(error)) return this.#redeemedMeanwhile(offerId, error.message);
          this.#problems.report(error, {
            fallback: messages.errors.generic,
            retry: () => void this.loadQr(offerId),
            quietOffline: true,
          });
        },
      },
      () => void this.qrCodes.set(offerId, { status: 'loading', imageUrl: null, expiresAt: null }),
    );
  }

  async #refreshList(): Promise<void> {
    const member = this.#member.member;
    if (member === null || this.status !== 'ready') return;
    await this.#offers.reload(
      () => this.#loadOffers.execute(this.#member.location, member.id),
      (grouped) => this.#withoutUsedCodes(grouped),
    );
  }

  /** A used voucher's code leaves the screen with the answer that says it is used. */
  #withoutUsedCodes(grouped: GroupedOffers): GroupedOffers {
    for (const { id } of grouped.used) this.qrCodes.delete(id);
    return grouped;
  }

  /**
   * The list on screen was stale: the desk redeemed the voucher since. The backend's sentence
   * takes the code's place, the kept code goes, and the list is fetched again to show it used.
   */
  #redeemedMeanwhile(offerId: string, sentence: string): void {
    this.redeemedRefusals.set(offerId, sentence);
    this.#forgetRedeemedCodes.execute([offerId]);
    void this.#refreshList();
  }

  /** The server's code for `offerId` replaces the saved one on screen. */
  async #refreshQr(offerId: string): Promise<void> {
    if (this.qrFor(offerId).status !== 'ready') return;
    await this.#offers.settle(() => this.#loadOfferCode.execute(offerId), {
      answered: ({ imageUrl, expiresAt }) =>
        void this.qrCodes.set(offerId, { status: 'ready', imageUrl, expiresAt }),
    });
  }

  clear(): void {
    this.#offers.clear();
    this.qrCodes.clear();
    this.redeemedRefusals.clear();
  }
}

/** vouchers-generateQrCode's refusal of a voucher a desk has redeemed (issue 30). */
function isRedeemedRefusal(error: unknown): error is FunctionError {
  return (
    error instanceof FunctionError &&
    error.code === 'failed-precondition' &&
    typeof error.details === 'object' &&
    error.details !== null &&
    'redeemed' in error.details
  );
}
