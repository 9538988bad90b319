import type { Benefit } from '../../../core/venue/Benefits';
import { Icon } from '../../components/icons/Icon';

/** One perk; a perk included from a lower tier says which. */
export function BenefitCard({ item }: { item: Benefit }) {
  return (
    <li className="benefit-card">
      <span className="benefit-card__icon" aria-hidden="true">
        <Icon name="benefits" size="1.25rem" />
      </span>
      <div>
        <h4 className="benefit-card__title">{item.title}</h4>
        <p className="benefit-card__description">{item.description}</p>
        {item.fromTier !== undefined && <p className="benefit-card__from">From {item.fromTier}</p>}
      </div>
    </li>
  );
}
