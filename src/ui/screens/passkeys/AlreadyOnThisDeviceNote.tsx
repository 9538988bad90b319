import { observer } from 'mobx-react-lite';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { PasskeysStore } from '../../../core/passkeys/PasskeysStore';
import { Card } from '../../components/Card';
import { useService } from '../../di';

const text = passkeyMessages;

/**
 * The device refused a second passkey for the account (it holds one already): said in a live
 * region at the end of the list's section, naming the passkey where the page knows it, as news
 * rather than a failure. Not inside the add card, so at large text it keeps the page's width.
 */
export const AlreadyOnThisDeviceNote = observer(function AlreadyOnThisDeviceNote() {
  const store = useService(PasskeysStore);
  const known = store.thisDevicePasskey;
  return (
    <div role="status">
      {store.alreadyOnThisDevice && (
        <Card tone="muted" title={text.alreadyAdded}>
          <p>{known ? text.alreadyAddedNamed(known.name) : text.alreadyAddedUnnamed}</p>
        </Card>
      )}
    </div>
  );
});
