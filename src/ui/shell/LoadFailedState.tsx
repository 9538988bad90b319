import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { messages } from '../../core/kernel/messages';
import { DeviceStore } from '../../core/device/DeviceStore';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { useService } from '../di/useService';

interface LoadFailedStateProps {
  /** Online: what failed, e.g. "We couldn't load the restaurant". */
  title: string;
  /** Offline: what cannot load, lower case with its article, e.g. 'the restaurant'. */
  what: string;
  /** Online: the explanation under the title. */
  message?: string;
  onRetry: () => void;
}

/*
 * A screen's data failed to load. Offline, a retry cannot work, so the member is told why
 * ("you're offline") and the load runs again by itself once the device is back online; the
 * shell's one offline banner is the only banner. Online, the member gets a retry button.
 */
export const LoadFailedState = observer(function LoadFailedState({
  title,
  what,
  message = 'Please check your connection and try again.',
  onRetry,
}: LoadFailedStateProps) {
  const { online } = useService(DeviceStore);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onRetry();
    wasOnline.current = online;
  }, [online, onRetry]);
  if (!online) {
    return (
      <EmptyState
        icon="offline"
        title={messages.offline.notSavedTitle}
        message={messages.offline.notSaved(what)}
      />
    );
  }
  return (
    <EmptyState
      icon="alert"
      title={title}
      message={message}
      action={<Button onClick={onRetry}>{messages.dialog.retry}</Button>}
    />
  );
});
