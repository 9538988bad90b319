import type { DeskStatusKind } from '../../../core/desk/deskStatus';

/**
 * Each status its own shape as well as its colour, so it reads for staff who do not tell green
 * from red: a ring and tick (valid), a stamp and tick (redeemed), a warning triangle (already
 * redeemed), a stop sign (refused), a card (membership card), a ring and question mark (not
 * checked). Decorative: the status line says the same in words.
 */
export function DeskStatusIcon({ kind }: { kind: DeskStatusKind }) {
  return (
    <svg
      className="desk-status__icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-shape={kind}
    >
      {SHAPES[kind]}
    </svg>
  );
}

const SHAPES: Record<DeskStatusKind, React.ReactElement> = {
  valid: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </>
  ),
  redeemed: (
    <>
      <rect x="2.75" y="2.75" width="18.5" height="18.5" rx="3" />
      <path d="m7 12.5 3.25 3.25L17 8.5" />
    </>
  ),
  already: (
    <>
      <path d="M12 2.75 22 20.5H2Z" />
      <path d="M12 9.5v5M12 17.5h.01" />
    </>
  ),
  refused: (
    <>
      <path d="M8.2 2.75h7.6l5.45 5.45v7.6l-5.45 5.45H8.2l-5.45-5.45V8.2Z" />
      <path d="m8.75 8.75 6.5 6.5M15.25 8.75l-6.5 6.5" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16c.6-1.5 1.7-2.25 3-2.25s2.4.75 3 2.25M14 10h4.5M14 13.5h3" />
    </>
  ),
  unchecked: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.45v.5M12 17h.01" />
    </>
  ),
};
