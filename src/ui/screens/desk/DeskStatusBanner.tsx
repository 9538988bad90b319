import type { DeskStatus } from '../../../core/desk/deskStatus';
import { DeskStatusIcon } from './DeskStatusIcon';

/** Whether the status calls for staff to stop: said at once to a screen reader too. */
const STOPS = new Set(['already', 'refused', 'unchecked']);

/**
 * What the code says, first and at a glance: one status line in words, its colour and its shape,
 * then the sentence that says when, where or why.
 */
export function DeskStatusBanner({ status }: { status: DeskStatus }) {
  return (
    <div
      className={`desk-status desk-status--${status.kind}`}
      role={STOPS.has(status.kind) ? 'alert' : 'status'}
      data-testid="desk-status"
      data-kind={status.kind}
    >
      <DeskStatusIcon kind={status.kind} />
      <div className="desk-status__words">
        <p className="desk-status__line" data-testid="desk-status-line">
          {status.line}
        </p>
        {status.detail !== null && <p className="desk-status__detail">{status.detail}</p>}
      </div>
    </div>
  );
}
