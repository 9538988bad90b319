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

  constructor(
    @inject(LoadVouchers) loadVouchers: LoadVouchers,
    @inject(LoadVoucherQr) loadVoucherQr: LoadVoucherQr,
    @inject(MemberStore) member: MemberStore,
    @inject(ProblemReporter) problems: ProblemReporter,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.#loadVouchers = loadVouchers;
    this.#loadVoucherQr = loadVoucherQr;
    this.#member = member;
    this.#problems = problems;
    this.#clock = clock;
    this.#vouchers = new LoadedContent<GroupedVouchers>(NO_VOUCHERS, {
      problems,
      fallback: messages.errors.generic,
      retry: () => void this.load(),
    });
    makeAutoObservable(this);
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

  clear(): void {
    this.#vouchers.clear();
    this.qrCodes.clear();
  }
}
