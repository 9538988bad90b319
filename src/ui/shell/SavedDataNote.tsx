import { formatDate, formatTime } from '../../core/kernel/format';
import { messages } from '../../core/kernel/messages';
import { Icon } from '../components/icons/Icon';
import './SavedDataNote.css';

interface SavedDataNoteProps {
  /**
   * When the data on screen was fetched, as its store says (`savedAt`): set while it comes from
   * the device copy and no refresh of it is under way; null when it is the server's.
   */
  savedAt: Date | null;
}

/**
 * Under a screen's title when what it shows came from the device rather than the network
 * (no signal, or no answer in time): says when that data was fetched
 * (DECISIONS.md "Offline and the device copy").
 */
export function SavedDataNote({ savedAt }: SavedDataNoteProps) {
  if (savedAt === null) return null;
  const when = `at ${formatTime(savedAt)} on ${formatDate(savedAt)}`;
  return (
    <p className="saved-data-note" role="note">
      <Icon name="offline" size="1.1rem" />
      <span>{messages.offline.savedAt(when)}</span>
    </p>
  );
}
