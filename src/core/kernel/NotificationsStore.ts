import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { dismissToast, pushToast, type Toast, type ToastKind } from './toasts';
import { SchedulerPort } from '../ports/SchedulerPort';

export type { Toast, ToastKind };

export interface ToastOptions {
  kind?: ToastKind;
  /** Default 3000 ms; the temporary-membership toast uses 5000 ms (spec section 9). */
  durationMs?: number;
}

/**
 * Toasts (spec section 4): a toast identical to one on screen is grouped into it by the domain
 * rule (its badge count goes up) and its time restarts. Timers come from the SchedulerPort, a
 * UI-state dependency rather than a business flow, so this store takes it directly.
 */
@injectable()
export class NotificationsStore {
  toasts: Toast[] = [];
  #nextId = 1;
  readonly #scheduler: SchedulerPort;
  readonly #timers = new Map<string, () => void>();

  constructor(@inject(SchedulerPort) scheduler: SchedulerPort) {
    this.#scheduler = scheduler;
    makeAutoObservable(this);
  }

  show(message: string, options: ToastOptions = {}): void {
    const kind = options.kind ?? 'info';
    const id = `toast-${this.#nextId++}`;
    this.toasts = pushToast(this.toasts, { id, kind, message, durationMs: options.durationMs });
    // The new toast, or the identical one it was grouped into.
    const shown = this.toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (shown) this.#schedule(shown.id, shown.durationMs);
  }

  dismiss(id: string): void {
    this.#timers.get(id)?.();
    this.#timers.delete(id);
    this.toasts = dismissToast(this.toasts, id);
  }

  #schedule(id: string, durationMs: number): void {
    this.#timers.get(id)?.();
    this.#timers.set(
      id,
      this.#scheduler.after(durationMs, () => this.dismiss(id)),
    );
  }
}
