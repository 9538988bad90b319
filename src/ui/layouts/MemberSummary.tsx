import { Badge } from '../components/Badge';
import './MemberSummary.css';

interface MemberSummaryProps {
  name: string;
  tierName?: string;
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The signed-in member's initials, name and tier, at the top of the sidebar. */
export function MemberSummary({ name, tierName }: MemberSummaryProps) {
  return (
    <div className="member-summary">
      <span className="member-summary__avatar" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <div className="member-summary__text">
        <p className="member-summary__name">{name}</p>
        {tierName && <Badge tone="gold">{tierName}</Badge>}
      </div>
    </div>
  );
}
