import type { DeskStatusKind } from '../../../core/desk/deskStatus';
import { Icon } from '../../components/icons/Icon';
import type { IconName } from '../../components/icons/iconShapes';

/** Each status its own shape: the app's icons, drawn bolder by the desk's stylesheet. */
const SHAPES: Record<DeskStatusKind, IconName> = {
  valid: 'tickRing',
  redeemed: 'tickStamp',
  already: 'warningTriangle',
  refused: 'stopSign',
  card: 'memberCard',
  unchecked: 'questionRing',
};

/**
 * Each status its own shape as well as its colour, so it reads for staff who do not tell green
 * from red: a ring and tick (valid), a stamp and tick (redeemed), a warning triangle (already
 * redeemed), a stop sign (refused), a card (membership card), a ring and question mark (not
 * checked). Decorative: the status line says the same in words.
 */
export function DeskStatusIcon({ kind }: { kind: DeskStatusKind }) {
  return <Icon name={SHAPES[kind]} className="desk-status__icon" />;
}
