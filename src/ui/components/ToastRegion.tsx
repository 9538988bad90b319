import { Icon } from './icons/Icon';
import type { IconName } from './icons/iconShapes';
import './ToastRegion.css';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastView {
  id: string;
  message: string;
  kind: ToastKind;
  /** How many identical toasts were grouped into this one (spec: shown as a badge). */
  count: number;
}

interface ToastRegionProps {
  toasts: readonly ToastView[];
  /** Adds a close button to each toast. */
  onDismiss?: (id: string) => void;
}

const KIND_ICON: Record<ToastKind, IconName> = { info: 'info', success: 'check', error: 'alert' };

/*
 * Always rendered, even when empty, because screen readers only announce changes inside
 * a live region that already existed.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <div className="toast-region" aria-live="polite" aria-relevant="additions text" data-unpainted>
      <ol className="toast-region__list" aria-label="Notifications">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.kind}`}>
            <Icon name={KIND_ICON[toast.kind]} className="toast__icon" size="1.25rem" />
            <p className="toast__message">{toast.message}</p>
            {toast.count > 1 && (
              <span className="toast__count">
                <span aria-hidden="true">{toast.count}</span>
                <span className="visually-hidden">, shown {toast.count} times</span>
              </span>
            )}
            {onDismiss && (
              <button
                type="button"
                className="toast__close"
                aria-label="Dismiss notification"
                onClick={() => onDismiss(toast.id)}
              >
                <Icon name="close" size="1.25rem" />
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
