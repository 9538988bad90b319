import { useMemo } from 'react';
import type { Benefits } from '../../../../functions/src/contract/callables';
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
      {own.length > 0 && (
        <section className="benefit-list__group" aria-labelledby="benefit-own-heading">
          <h3 id="benefit-own-heading" className="benefit-list__group-title">
            {benefits.tier} benefits
          </h3>
          <ul className="benefit-list__items">
            {own.map((item, index) => (
              <BenefitCard key={`${index}-${item.title}`} item={item} />
            ))}
          </ul>
        </section>
      )}
      {included.length > 0 && (
        <section className="benefit-list__group" aria-labelledby="benefit-included-heading">
          <h3 id="benefit-included-heading" className="benefit-list__group-title">
            Also included from lower tiers
          </h3>
          <ul className="benefit-list__items">
            {included.map((item, index) => (
              <BenefitCard key={`${index}-${item.title}`} item={item} />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
