import { useMemo } from 'react';
import type { Benefit, Benefits } from '../../../core/venue/Benefits';
import { Html } from '../../components/Html';
import { sanitiseHtml } from '../../components/sanitiseHtml';
import { BenefitCard } from './BenefitCard';

interface BenefitListProps {
  benefits: Benefits;
}

/*
 * The tier's benefits at the home casino: the CMS introduction, the tier's own perks, then the
 * perks it keeps from the tiers below, grouped as such (each says the tier it comes from).
 */
export function BenefitList({ benefits }: BenefitListProps) {
  const intro = useMemo(() => sanitiseHtml(benefits.intro), [benefits.intro]);
  const own = benefits.items.filter((item) => item.fromTier === undefined);
  const included = benefits.items.filter((item) => item.fromTier !== undefined);
  return (
    <section className="benefit-list" aria-labelledby="benefit-list-heading">
      <h2 id="benefit-list-heading" className="benefit-list__title">
        {benefits.title}
      </h2>
      <Html sanitisedHtml={intro} className="benefit-list__intro" />
      <BenefitGroup id="benefit-own-heading" title={`${benefits.tier} benefits`} items={own} />
      <BenefitGroup
        id="benefit-included-heading"
        title="Also included from lower tiers"
        items={included}
      />
    </section>
  );
}

/** One titled group of benefits; nothing when it has none. */
function BenefitGroup({ id, title, items }: { id: string; title: string; items: Benefit[] }) {
  if (items.length === 0) return null;
  return (
    <section className="benefit-list__group" aria-labelledby={id}>
      <h3 id={id} className="benefit-list__group-title">
        {title}
      </h3>
      <ul className="benefit-list__items">
        {items.map((item, index) => (
          <BenefitCard key={`${index}-${item.title}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
