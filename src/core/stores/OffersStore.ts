import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../domain/messages';
import { isVoucherExpiringSoon } from '../domain/vouchers';
import type { Voucher } from '../models/Voucher';
import { ClockPort } from '../ports/ClockPort';
import { LoadVoucherQr } from '../usecases/LoadVoucherQr';
import { LoadVouchers } from '../usecases/LoadVouchers';
import type { AsyncStatus } from '../domain/AsyncStatus';
import { MemberStore } from './MemberStore';
import { ProblemReporter } from './ProblemReporter';

export interface VoucherQr {
  status: AsyncStatus;
  /** A data: URL of the PNG, once loaded. */
  imageUrl: string | null;
}

const NO_QR: VoucherQr = { status: 'idle', imageUrl: null };

/** 'My Exclusive Offers': My Offers and Other Offers, each voucher's QR code loaded on demand. */
@injectable()
export class OffersStore {
  myOffers: Voucher[] = [];
  otherOffers: Voucher[] = [];
  status: AsyncStatus = 'idle';
  qrCodes = new Map<string, VoucherQr>();
  #epoch = 0;
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
    makeAutoObservable(this);
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
    const epoch = this.#epoch;
    this.status = 'loading';
    try {
      const vouchers = await this.#loadVouchers.execute(this.#member.location, member.id);
      runInAction(() => {
        if (epoch !== this.#epoch) return;
        this.myOffers = vouchers.myOffers;
        this.otherOffers = vouchers.otherOffers;
        this.status = 'ready';
      });
    } catch (error) {
      if (epoch !== this.#epoch) return;
      runInAction(() => {
        this.status = 'error';
      });
      this.#problems.report(error, {
        fallback: messages.errors.generic,
        retry: () => void this.load(),
        quietOffline: true,
      });
    }
  }

  /** Loads a voucher's QR code once; a loaded or loading code is not fetched again. */
  async loadQr(voucherId: string): Promise<void> {
    const current = this.qrFor(voucherId).status;
    if (current === 'loading' || current === 'ready') return;
    const epoch = this.#epoch;
    this.qrCodes.set(voucherId, { status: 'loading', imageUrl: null });
    try {
      const imageUrl = await this.#loadVoucherQr.execute(voucherId);
      runInAction(() => {
        if (epoch === this.#epoch) this.qrCodes.set(voucherId, { status: 'ready', imageUrl });
      });
    } catch (error) {
      if (epoch !== this.#epoch) return;
      runInAction(() => {
        this.qrCodes.set(voucherId, { status: 'error', imageUrl: null });
      });
      this.#problems.report(error, {
        fallback: messages.errors.generic,
        retry: () => void this.loadQr(voucherId),
        quietOffline: true,
      });
    }
  }

  clear(): void {
    this.#epoch += 1;
    this.myOffers = [];
    this.otherOffers = [];
    this.status = 'idle';
    this.qrCodes.clear();
  }
}
