import { TOAST_DEFAULT_MS } from './constants';

/** spec section 4: a repeated identical toast is grouped with a badge count, not stacked. */

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs: number;
  /** How many times this toast was raised; the badge shows it when above 1. */
  count: number;
}

export interface NewToast {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs?: number;
}

/** Identical means same kind and same text. The grouped toast keeps its id and place. */
export function pushToast(toasts: readonly Toast[], incoming: NewToast): Toast[] {
  const durationMs = incoming.durationMs ?? TOAST_DEFAULT_MS;
  const same = toasts.find(
    (toast) => toast.kind === incoming.kind && toast.message === incoming.message,
  );
  if (same === undefined) return [...toasts, { ...incoming, durationMs, count: 1 }];
  return toasts.map((toast) =>
    toast === same ? { ...toast, durationMs, count: toast.count + 1 } : toast,
  );
}

export function dismissToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
