import type { DeskMember } from '../../../core/desk/DeskReading';
import { restrictionNote } from '../../../core/desk/deskMessages';

/** The member for the photo-ID check: name, tier, number, home casino, and any break or exclusion. */
export function MemberPanel({ member }: { member: DeskMember }) {
  const restriction = restrictionNote(member);
  return (
    <div className="desk__member">
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
      {restriction !== null && (
        <p className="desk__restriction" role="alert">
          {restriction}
        </p>
      )}
    </div>
  );
}
