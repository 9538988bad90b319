import type { DialogClose, UpdateDialog } from '../../core/stores/DialogStore';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';

interface UpdateDialogViewProps {
  dialog: UpdateDialog;
  /** Any close reloads the page (DialogStore). */
  onClose: (how: DialogClose) => void;
}

/**
 * 'Update Applied' (spec section 8): after a failed chunk load it reloads on ok, cancel or
 * dismiss; for a new service worker it is persistent, and only its button (which reloads) ends it.
 */
export function UpdateDialogView({ dialog, onClose }: UpdateDialogViewProps) {
  return (
    <Dialog
      open
      title={dialog.title}
      persistent={dialog.persistent}
      onDismiss={() => onClose('dismiss')}
      actions={<Button onClick={() => onClose('ok')}>{dialog.button}</Button>}
    >
      <p>{dialog.message}</p>
    </Dialog>
  );
}
