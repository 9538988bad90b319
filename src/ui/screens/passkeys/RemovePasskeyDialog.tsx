import { observer } from 'mobx-react-lite';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { PasskeysStore } from '../../../core/passkeys/PasskeysStore';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useService } from '../../di';

const text = passkeyMessages;

/** "Remove this passkey?": what removing it does, before the server is asked. */
export const RemovePasskeyDialog = observer(function RemovePasskeyDialog() {
  const store = useService(PasskeysStore);
  const passkey = store.removing;
  return (
    <Dialog
      open={passkey !== null}
      title={text.removeTitle}
      onDismiss={() => store.cancelRemove()}
      actions={
        <>
          <Button
            variant="danger"
            icon="trash"
            busy={store.removeBusy}
            onClick={() => void store.confirmRemove()}
          >
            {text.remove}
          </Button>
          <Button variant="ghost" onClick={() => store.cancelRemove()}>
            {text.cancel}
          </Button>
        </>
      }
    >
      <p>{passkey ? text.removeConfirm(passkey.name) : ''}</p>
    </Dialog>
  );
});
