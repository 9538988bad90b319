import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { pathTo } from '../../../core/navigation/routes';
import { passkeyMessages } from '../../../core/passkeys/passkeyMessages';
import { PasskeysStore } from '../../../core/passkeys/PasskeysStore';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { useService } from '../../di';
import { LoadFailedState } from '../../shell/LoadFailedState';
import { AddPasskeyCard } from './AddPasskeyCard';
import { AlreadyOnThisDeviceNote } from './AlreadyOnThisDeviceNote';
import { PasskeyRow } from './PasskeyRow';
import { PasswordPromptDialog } from './PasswordPromptDialog';
import { RemovePasskeyDialog } from './RemovePasskeyDialog';
import '../settings/PreferencesScreens.css';

const text = passkeyMessages;

/** /settings/passkeys: the member's passkeys, adding one on this device, removing one. */
function PasskeysScreen() {
  const store = useService(PasskeysStore);
  // The "passkey added" mail links here with ?remove=<id>: that passkey's removal is confirmed.
  const removeId = new URLSearchParams(useSearch()).get('remove') ?? undefined;
  useEffect(() => {
    void store.open(removeId);
  }, [store, removeId]);

  // A removed passkey's row (and the button that opened the confirm) is gone: focus goes to the
  // list's heading rather than being lost to the page.
  const listHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (store.removals > 0) listHeading.current?.focus();
  }, [store.removals]);

  return (
    <div className="passkeys-screen">
      <PageHeader title={text.heading} backHref={pathTo('settings')} backLabel="Settings" />
      <p className="passkeys-screen__intro">{text.intro}</p>
      <section aria-labelledby="passkeys-yours" className="passkeys-screen__section">
        <h2
          id="passkeys-yours"
          ref={listHeading}
          tabIndex={-1}
          className="passkeys-screen__heading"
        >
          {text.yours}
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
          <EmptyState icon="shield" headingLevel={3} title={text.none} message={text.noneBody} />
        ) : (
          <ul className="passkeys-list">
            {store.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                onThisDevice={store.isOnThisDevice(passkey)}
                onRemove={() => store.askToRemove(passkey)}
              />
            ))}
          </ul>
        )}
        <AlreadyOnThisDeviceNote />
      </section>
      <AddPasskeyCard />
      <PasswordPromptDialog />
      <RemovePasskeyDialog />
    </div>
  );
}

export default observer(PasskeysScreen);
