import type { DialogClose, UpdateDialog } from '../../core/kernel/DialogStore';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';

interface UpdateDialogViewProps {
  dialog: UpdateDialog;
  /** Any close reloads the page (DialogStore). */
  onClose: (how: DialogClose) => void;
}

/**
 * 'Update Applied' (spec section 8): every close (the button, the close button, Escape) reloads
 * into the new version. The new-version dialog is persistent: a stray tap on the backdrop, easy
 * on a phone, does not end it; dismissing it on purpose does, and reloads (spec section 8).
 */
export function UpdateDialogView({ dialog, onClose }: UpdateDialogViewProps) {
  return (
    <Dialog
      open
      title={dialog.title}
      dismissOnBackdrop={!dialog.persistent}
      onDismiss={() => onClose('dismiss')}
      actions={<Button onClick={() => onClose('ok')}>{dialog.button}</Button>}
    >
      <p>{dialog.message}</p>
    </Dialog>
  );
}
