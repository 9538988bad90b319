import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { PASSKEY_NAME_MAX_LENGTH } from '@met/scheme';
import { formatDate } from '../../../core/kernel/format';
import { messages } from '../../../core/kernel/messages';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { pathTo } from '../../../core/navigation/routes';
import type { Passkey } from '../../../core/passkeys/Passkey';
import { PasskeysStore } from '../../../core/passkeys/PasskeysStore';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/icons/Icon';
import { PageHeader } from '../../components/PageHeader';
import { PasswordField } from '../../components/PasswordField';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { useService } from '../../di';
import { LoadFailedState } from '../../shell/LoadFailedState';
import '../settings/PreferencesScreens.css';

const text = passkeyMessages;

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <li className="passkeys-list__row">
      <span className="passkeys-list__icon" aria-hidden="true">
        <Icon name="shield" size="1.25rem" />
      </span>
      <span className="passkeys-list__text">
        <span className="passkeys-list__name">{passkey.name}</span>
        <span className="passkeys-list__when">
          {text.addedOn(formatDate(passkey.addedAt))}
          {' · '}
          {passkey.lastUsedAt === null
            ? text.neverUsed
            : text.lastUsed(formatDate(passkey.lastUsedAt))}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        icon="trash"
        aria-label={text.removeLabel(passkey.name)}
        onClick={onRemove}
      >
        {text.remove}
      </Button>
    </li>
  );
}

/** The password asked again in place (the server wants a recent sign-in to add a passkey). */
const PasswordPromptDialog = observer(function PasswordPromptDialog() {
  const store = useService(PasskeysStore);
  const prompt = store.passwordPrompt;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.confirmPassword();
  };
  return (
    <Dialog
      open={prompt !== null}
      title={text.reauthTitle}
      onDismiss={() => store.cancelPasswordPrompt()}
      actions={
        <>
          <Button type="submit" form="passkeys-reauth" busy={prompt?.checking ?? false}>
            {text.reauthContinue}
          </Button>
          <Button variant="ghost" onClick={() => store.cancelPasswordPrompt()}>
            {text.cancel}
          </Button>
        </>
      }
    >
      <form id="passkeys-reauth" className="passkeys-reauth" noValidate onSubmit={submit}>
        <p>{text.reauthIntro}</p>
        <PasswordField
          id="passkeys-reauth-password"
          label={messages.fieldLabels.password}
          value={prompt?.password ?? ''}
          onChange={(value) => store.setPassword(value)}
          error={prompt?.error ?? undefined}
        />
      </form>
    </Dialog>
  );
});

const RemoveDialog = observer(function RemoveDialog() {
  const store = useService(PasskeysStore);
  const passkey = store.removing;
  return (
    <Dialog
      open={passkey !== null}
      title={text.remove}
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

/** /settings/passkeys: the member's passkeys, adding one on this device, removing one. */
function PasskeysScreen() {
  const store = useService(PasskeysStore);
  // The "passkey added" mail links here with ?remove=<id>: that passkey's removal is confirmed.
  const removeId = new URLSearchParams(useSearch()).get('remove') ?? undefined;
  useEffect(() => {
    void store.open(removeId);
  }, [store, removeId]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    void store.add();
  };

  return (
    <div className="passkeys-screen">
      <PageHeader title={text.heading} backHref={pathTo('settings')} backLabel="Settings" />
      <p className="passkeys-screen__intro">{text.intro}</p>
      <section aria-labelledby="passkeys-yours" className="passkeys-screen__section">
        <h2 id="passkeys-yours" className="passkeys-screen__heading">
          Your passkeys
        </h2>
        {store.passkeys === null ? (
          store.loadFailed ? (
            <LoadFailedState
              title={text.loadFailed}
              what="your passkeys"
              onRetry={() => void store.open()}
            />
          ) : (
            <Skeleton height="4rem" />
          )
        ) : store.passkeys.length === 0 ? (
          <p className="passkeys-screen__none">{text.none}</p>
        ) : (
          <ul className="passkeys-list">
            {store.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onRemove={() => store.askToRemove(passkey)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="passkeys-add" className="passkeys-screen__section">
        <h2 id="passkeys-add" className="passkeys-screen__heading">
          {text.add}
        </h2>
        {store.supported === false ? (
          <p className="passkeys-screen__unsupported">{text.notSupportedHere}</p>
        ) : (
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
        )}
      </section>
      <PasswordPromptDialog />
      <RemoveDialog />
    </div>
  );
}

export default observer(PasskeysScreen);
