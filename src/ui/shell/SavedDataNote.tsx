import { observer } from 'mobx-react-lite';
import { useContext, useEffect } from 'react';
import { DeviceStore } from '../../core/device/DeviceStore';
import { messages } from '../../core/kernel/messages';
import { Icon } from '../components/icons/Icon';
import { useService } from '../di/useService';
import { savedWhen } from './savedWhen';
import { ShellStateContext } from './ShellStateContext';
import './SavedDataNote.css';

interface SavedDataNoteProps {
  /**
   * When the data on screen was fetched, as its store says (`savedAt`): set while it comes from
   * the device copy and no refresh of it is under way; null when it is the server's.
   */
  savedAt: Date | null;
}

/**
 * Under a screen's title when what it shows came from the device rather than the network (no
 * answer in time): says when that data was fetched (DECISIONS.md "Offline and the device copy").
 * Offline it gives the time to the offline banner instead, so there is one banner, not two.
 */
export const SavedDataNote = observer(function SavedDataNote({ savedAt }: SavedDataNoteProps) {
  const shell = useContext(ShellStateContext);
  const { online } = useService(DeviceStore);
  useEffect(() => {
    shell?.showSavedAt(savedAt);
    return () => shell?.showSavedAt(null);
  }, [shell, savedAt]);
  if (savedAt === null || !online) return null;
  return (
    <p className="saved-data-note" role="note">
      <Icon name="offline" size="1.1rem" />
      <span>{messages.offline.savedAt(savedWhen(savedAt))}</span>
    </p>
  );
});
