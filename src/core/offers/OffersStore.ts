import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { messages } from '../kernel/messages';
import { isVoucherExpiringSoon } from './vouchers';
import type { Voucher } from './Voucher';
import type { GroupedVouchers } from './LoadVouchers';
import { ClockPort } from '../ports/ClockPort';
import { LoadVoucherQr } from './LoadVoucherQr';
import { LoadVouchers } from './LoadVouchers';
import type { AsyncStatus } from '../kernel/AsyncStatus';
import { LoadedContent } from '../kernel/LoadedContent';
import { MemberStore } from '../member/MemberStore';
import { ProblemReporter } from '../kernel/ProblemReporter';
import { LastSeen } from '../kernel/LastSeen';
import { earliest } from '../kernel/earliest';

export interface VoucherQr {
  status: AsyncStatus;
  /** A data: URL of the PNG, once loaded. */
  imageUrl: string | null;
  /** When staff stop accepting the code (spec-decisions 27), once loaded. */
  expiresAt: Date | null;
}

const NO_QR: VoucherQr = { status: 'idle', imageUrl: null, expiresAt: null };
const NO_VOUCHERS: GroupedVouchers = { myOffers: [], otherOffers: [] };

/** 'My Exclusive Offers': My Offers and Other Offers, each voucher's QR code loaded on demand. */
@injectable()
export class OffersStore {
  qrCodes = new Map<string, VoucherQr>();
  readonly #vouchers: LoadedContent<GroupedVouchers>;
  readonly #loadVouchers: LoadVouchers;
  readonly #loadVoucherQr: LoadVoucherQr;
  readonly #member: MemberStore;
  readonly #problems: ProblemReporter;
  readonly #clock: ClockPort;
  readonly #lastSeen: LastSeen;

  constructor(
    @inject(LoadVouchers) loadVouchers: LoadVouchers,
    @inject(LoadVoucherQr) loadVoucherQr: LoadVoucherQr,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(ClockPort) clock: ClockPort,
    @inject(LastSeen) lastSeen: LastSeen,
  ) {
    this.#loadVouchers = loadVouchers;
    this.#loadVoucherQr = loadVoucherQr;
    this.#member = member;
    this.#problems = problems;
    this.#clock = clock;
    this.#lastSeen = lastSeen;
    this.#vouchers = new LoadedContent<GroupedVouchers>(NO_VOUCHERS, {
      problems,
      fallback: messages.errors.generic,
      retry: () => void this.load(),
    });
    makeAutoObservable(this);
    // A refresh behind the screen brought the server's answer: shown without a round trip.
    // Refused: the copy leaves the screen and the load runs again, saying why.
    lastSeen.onRefreshed(['vouchers-getAllVouchers'], (_name, _request, refused) => {
      if (!refused) return void this.#refreshList();
      this.#vouchers.clear();
      void this.load();
    });
    lastSeen.onRefreshed(['vouchers-generateQrCode'], (_name, request, refused) => {
      const { voucherId } = request as { voucherId: string };
      if (!refused) return void this.#refreshQr(voucherId);
      this.qrCodes.delete(voucherId);
      void this.loadQr(voucherId);
    });
  }

  /**
   * When the vouchers on screen were fetched, when they came from the device copy and are not
   * being refreshed; null when they are the server's (DECISIONS.md "Offline and the device copy").
   */
  get savedAt(): Date | null {
    return this.#lastSeen.savedAt(['vouchers-getAllVouchers']);
  }

  /** savedAt for a voucher's page: the vouchers and that voucher's code. */
  savedAtFor(voucherId: string): Date | null {
    const code =
      this.qrFor(voucherId).status === 'ready'
        ? this.#lastSeen.savedAtOf('vouchers-generateQrCode', { voucherId })
        : null;
    return earliest(this.savedAt, code);
  }

  get myOffers(): Voucher[] {
    return this.#vouchers.value.myOffers;
  }

  get otherOffers(): Voucher[] {
    return this.#vouchers.value.otherOffers;
  }

  get status(): AsyncStatus {
    return this.#vouchers.status;
  }

  voucherById(id: string): Voucher | null {
    return [...this.myOffers, ...this.otherOffers].find((voucher) => voucher.id === id) ?? null;
  }

  /** The 'expires soon' badge: the voucher's last day is within a week (domain/vouchers). */
  isExpiringSoon(voucher: Voucher): boolean {
    return isVoucherExpiringSoon(voucher.expiresOn, this.#clock.now());
  }

  qrFor(voucherId: string): VoucherQr {
    return this.qrCodes.get(voucherId) ?? NO_QR;
  }

  async load(): Promise<void> {
    const member = this.#member.member;
    if (member === null) return;
    await this.#vouchers.load(() => this.#loadVouchers.execute(this.#member.location, member.id));
  }

  /**
   * A loaded code that has expired (or the device's saved copy of one, with no signal): it must
   * not be shown as if staff would accept it.
   */
  isQrExpired(voucherId: string): boolean {
    const { expiresAt } = this.qrFor(voucherId);
    return expiresAt !== null && expiresAt.getTime() <= this.#clock.now().getTime();
  }

  /** Loads a voucher's QR code; a loading code, or a loaded one still valid, is not fetched again. */
  async loadQr(voucherId: string): Promise<void> {
    const current = this.qrFor(voucherId).status;
    if (current === 'loading' || (current === 'ready' && !this.isQrExpired(voucherId))) return;
    await this.#vouchers.settle(
      () => this.#loadVoucherQr.execute(voucherId),
      {
        answered: ({ imageUrl, expiresAt }) =>
          void this.qrCodes.set(voucherId, { status: 'ready', imageUrl, expiresAt }),
        failed: (error) => {
          this.qrCodes.set(voucherId, { status: 'error', imageUrl: null, expiresAt: null });
          this.#problems.report(error, {
            fallback: messages.errors.generic,
            retry: () => void this.loadQr(voucherId),
            quietOffline: true,
          });
        },
      },
      () =>
        void this.qrCodes.set(voucherId, { status: 'loading', imageUrl: null, expiresAt: null }),
    );
  }

  async #refreshList(): Promise<void> {
    const member = this.#member.member;
    if (member === null || this.status !== 'ready') return;
    await this.#vouchers.reload(
      () => this.#loadVouchers.execute(this.#member.location, member.id),
      (grouped) => grouped,
    );
  }

  /** The server's code for `voucherId` replaces the saved one on screen. */
  async #refreshQr(voucherId: string): Promise<void> {
    if (this.qrFor(voucherId).status !== 'ready') return;
    await this.#vouchers.settle(() => this.#loadVoucherQr.execute(voucherId), {
      answered: ({ imageUrl, expiresAt }) =>
        void this.qrCodes.set(voucherId, { status: 'ready', imageUrl, expiresAt }),
    });
  }

  clear(): void {
    this.#vouchers.clear();
    this.qrCodes.clear();
  }
}
