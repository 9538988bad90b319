import type { DeskMember } from '../../../core/desk/DeskReading';
import { restrictionNote } from '../../../core/desk/deskMessages';

/**
 * The member for the photo-ID check: any break or exclusion first (unless the status line above
 * already says it), then name, tier, number and home casino.
 */
export function MemberPanel({
  member,
  restrictionSaid,
}: {
  member: DeskMember;
  restrictionSaid: boolean;
}) {
  const restriction = restrictionSaid ? null : restrictionNote(member);
  return (
    <div className="desk__member">
      {restriction !== null && (
        <p className="desk__restriction" role="alert">
          {restriction}
        </p>
      )}
      <p className="desk__member-name">{member.name}</p>
      <dl className="desk__facts">
        <div>
          <dt>Tier</dt>
          <dd>{member.tier}</dd>
        </div>
        <div>
          <dt>Membership number</dt>
          <dd>{member.customerNumber}</dd>
        </div>
        <div>
          <dt>Home casino</dt>
          <dd>{member.venueName}</dd>
        </div>
      </dl>
    </div>
  );
}
