import { observer } from 'mobx-react-lite';
import { DialogStore } from '../../core/kernel/DialogStore';
import { useService } from '../di/useService';
import { ProblemDialogView } from './ProblemDialogView';
import { UpdateDialogView } from './UpdateDialogView';

/** The one dialog on screen (DialogStore.current): a 'Problem' or an app update. */
export const DialogHost = observer(function DialogHost() {
  const dialogs = useService(DialogStore);
  const dialog = dialogs.current;
  if (dialog === null) return null;
  // Keyed by id: each dialog opens afresh (focus, scroll) even when one replaces another.
  if (dialog.kind === 'problem') {
    return (
      <ProblemDialogView
        key={dialog.id}
        dialog={dialog}
        onClose={() => dialogs.close('ok')}
        onRetry={() => dialogs.retry()}
      />
    );
  }
  return <UpdateDialogView key={dialog.id} dialog={dialog} onClose={(how) => dialogs.close(how)} />;
});
