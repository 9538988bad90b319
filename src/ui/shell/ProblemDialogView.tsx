import type { ProblemDialog } from '../../core/kernel/DialogStore';
import { messages } from '../../core/kernel/messages';
import { useLocation } from 'wouter';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import './ProblemDialogView.css';

interface ProblemDialogViewProps {
  dialog: ProblemDialog;
  onClose: () => void;
  onRetry: () => void;
}

/** Every error of the app, in one dialog titled 'Problem' (spec section 8). */
export function ProblemDialogView({ dialog, onClose, onRetry }: ProblemDialogViewProps) {
  const [, navigate] = useLocation();
  const { link } = dialog;
  return (
    <Dialog
      open
      tone="problem"
      title={dialog.title}
      onDismiss={onClose}
      actions={
        dialog.canRetry ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {messages.dialog.ok}
            </Button>
            <Button onClick={onRetry}>{messages.dialog.retry}</Button>
          </>
        ) : link ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                navigate(link.path);
              }}
            >
              {link.label}
            </Button>
            <Button onClick={onClose}>{messages.dialog.ok}</Button>
          </>
        ) : (
          <Button onClick={onClose}>{messages.dialog.ok}</Button>
        )
      }
    >
      <p className="problem-dialog__message">{dialog.message}</p>
      {dialog.detail && <p className="problem-dialog__detail">{dialog.detail}</p>}
      {dialog.reference && (
        <p className="problem-dialog__reference">
          Reference: <span className="problem-dialog__code">{dialog.reference}</span>
        </p>
      )}
    </Dialog>
  );
}
