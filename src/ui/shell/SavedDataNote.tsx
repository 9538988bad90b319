import { observer } from 'mobx-react-lite';
import { formatDate, formatTime } from '../../core/kernel/format';
import { messages } from '../../core/kernel/messages';
import type { CallableName } from '../../core/ports/CallablesPort';
import { SavedDataStore } from '../../core/device/SavedDataStore';
import { Icon } from '../components/icons/Icon';
import { useService } from '../di/useService';
import './SavedDataNote.css';

interface SavedDataNoteProps {
  /** The calls whose answers this screen shows. */
  sources: readonly CallableName[];
}

/**
 * Under a screen's title when what it shows came from the device rather than the network
 * (no signal, or no answer in time): says when that data was fetched
 * (DECISIONS.md "Offline and the device copy").
 */
export const SavedDataNote = observer(function SavedDataNote({ sources }: SavedDataNoteProps) {
  const savedAt = useService(SavedDataStore).savedAt(sources);
  if (savedAt === null) return null;
  const when = `at ${formatTime(savedAt)} on ${formatDate(savedAt)}`;
  return (
    <p className="saved-data-note" role="note">
      <Icon name="offline" size="1.1rem" />
      <span>{messages.offline.savedAt(when)}</span>
    </p>
  );
});
