import { Link } from 'wouter';
import { pauseMessage, type PauseState } from '@met/scheme';
import { takeBreakMessages } from '../../../core/member/takeBreakMessages';
import { pathTo } from '../../../core/navigation/routes';
import { Icon } from '../../components/icons/Icon';
import './PauseNote.css';

const text = takeBreakMessages;

interface PauseNoteProps {
  pause: Exclude<PauseState, { kind: 'none' }>;
  /** Where what is paused would be (offers, Spin To Win): says so first. */
  inPlaceOf?: boolean;
  /** Off on the safer-gambling page itself. */
  linkToSaferGambling?: boolean;
}

/**
 * The member's break or self-exclusion, in the server's own words (it says when the
 * break ends): on home, and where the app hides what the server refuses meanwhile.
 */
export function PauseNote({
  pause,
  inPlaceOf = false,
  linkToSaferGambling = true,
}: PauseNoteProps) {
  const excluded = pause.kind === 'self-excluded';
  return (
    <section className="pause-note" aria-labelledby="pause-note-heading" data-testid="pause-note">
      <h2 id="pause-note-heading" className="pause-note__heading">
        <Icon name="shield" size="1.25rem" />
        {excluded ? text.excludedHeading : text.onBreakHeading}
      </h2>
      {inPlaceOf && <p>{excluded ? text.pausedHereExcluded : text.pausedHere}</p>}
      <p>{pauseMessage(pause)}</p>
      {linkToSaferGambling && (
        <Link href={pathTo('saferGambling')} className="pause-note__link">
          {text.saferGamblingLink}
        </Link>
      )}
    </section>
  );
}
