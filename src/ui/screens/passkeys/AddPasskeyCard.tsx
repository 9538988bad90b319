import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, PASSKEYS_PER_MEMBER_MAX } from '@met/scheme';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { PasskeysStore } from '../../../core/passkeys/PasskeysStore';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { TextField } from '../../components/TextField';
import { useService } from '../../di';

const text = passkeyMessages;

/**
 * "Add a passkey": a name (the device's by default) and one button; instead, why not, on a
 * browser without passkeys or an account with as many as it may have.
 */
export const AddPasskeyCard = observer(function AddPasskeyCard() {
  const store = useService(PasskeysStore);
  const add = (event: FormEvent) => {
    event.preventDefault();
    void store.add();
  };
  return (
    <Card as="section" title={text.add} className="passkeys-screen__add-card">
      {store.supported === false ? (
        <p className="passkeys-screen__unsupported">{text.notSupportedHere}</p>
      ) : store.full ? (
        <p className="passkeys-screen__unsupported">{text.full(PASSKEYS_PER_MEMBER_MAX)}</p>
      ) : (
        <>
          <p className="passkeys-screen__intro">{text.addIntro}</p>
          <form className="passkeys-screen__add" noValidate onSubmit={add}>
            <TextField
              id="passkey-name"
              label={text.nameLabel}
              hint={text.nameHint}
              value={store.name}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              autoComplete="off"
              onChange={(value) => store.setName(value)}
              error={store.nameError ?? undefined}
            />
            <Button type="submit" icon="shield" busy={store.adding || store.supported === null}>
              {store.adding ? text.adding : text.add}
            </Button>
          </form>
        </>
      )}
    </Card>
  );
});
