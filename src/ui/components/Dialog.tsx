import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons/Icon';
import { classNames } from './classNames';
import { focusableElements } from './focusableElements';
import { useModalBehaviour } from './useModalBehaviour';
import './Dialog.css';

interface DialogProps {
  open: boolean;
  /** Errors use the title 'Problem'. */
  title: string;
  children: ReactNode;
  /** Buttons in the footer; the first focusable one receives focus on open. */
  actions?: ReactNode;
  /** Called on Escape, a backdrop press or the close button, when those are allowed. */
  onDismiss?: () => void;
  dismissOnEscape?: boolean;
  dismissOnBackdrop?: boolean;
  /** No close button, Escape or backdrop dismissal: only the dialog's own actions end it. */
  persistent?: boolean;
  /** 'problem' shows a warning mark and uses role=alertdialog. */
  tone?: 'default' | 'problem';
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function Dialog({
  open,
  title,
  children,
  actions,
  onDismiss,
  dismissOnEscape = true,
  dismissOnBackdrop = true,
  persistent = false,
  tone = 'default',
  initialFocusRef,
}: DialogProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useModalBehaviour(open, layerRef, dialogRef, initialFocusRef);

  if (!open) return null;

  const canDismiss = !persistent && onDismiss !== undefined;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (canDismiss && dismissOnEscape) onDismiss?.();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) {
      keepTabInside(event, dialogRef.current);
    }
  };

  return createPortal(
    <div className="dialog-layer" ref={layerRef} onKeyDown={handleKeyDown}>
      <div
        className="dialog-backdrop"
        aria-hidden="true"
        onClick={canDismiss && dismissOnBackdrop ? onDismiss : undefined}
      />
      <div
        ref={dialogRef}
        className={classNames('dialog', `dialog--${tone}`)}
        role={tone === 'problem' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <header className="dialog__header">
          {tone === 'problem' && <Icon name="alert" className="dialog__tone-icon" />}
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          {canDismiss && (
            <button type="button" className="dialog__close" onClick={onDismiss} aria-label="Close">
              <Icon name="close" />
            </button>
          )}
        </header>
        <div className="dialog__body" id={bodyId}>
          {children}
        </div>
        {actions && <footer className="dialog__actions">{actions}</footer>}
      </div>
    </div>,
    document.body,
  );
}

/** Wraps Tab from the last control to the first and Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = focusableElements(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
