import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { messages } from '../../../core/kernel/messages';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { PasskeysStore } from '../../../core/passkeys/PasskeysStore';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/PasswordField';
import { useService } from '../../di';

const text = passkeyMessages;

/** The password asked again in place (the server wants a recent sign-in to add a passkey). */
export const PasswordPromptDialog = observer(function PasswordPromptDialog() {
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
