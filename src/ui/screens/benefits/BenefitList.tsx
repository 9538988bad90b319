import { useMemo } from 'react';
import type { Benefits } from '../../../../functions/src/contract/callables';
import { Html } from '../../components/Html';
import { Icon } from '../../components/icons/Icon';
import { sanitiseHtml } from '../../components/sanitiseHtml';

interface BenefitListProps {
  benefits: Benefits;
}

/** The tier's benefits at the home casino: the CMS introduction, then one card per benefit. */
export function BenefitList({ benefits }: BenefitListProps) {
  const intro = useMemo(() => sanitiseHtml(benefits.intro), [benefits.intro]);
  return (
    <section className="benefit-list" aria-labelledby="benefit-list-heading">
      <h2 id="benefit-list-heading" className="benefit-list__title">
        {benefits.title}
      </h2>
      <Html sanitisedHtml={intro} className="benefit-list__intro" />
      <ul className="benefit-list__items">
        {benefits.items.map((item, index) => (
          // Titles repeat across tiers ('Member prices'), so the position is part of the key.
          <li key={`${index}-${item.title}`} className="benefit-card">
            <span className="benefit-card__icon" aria-hidden="true">
              <Icon name="benefits" size="1.25rem" />
            </span>
            <div>
              <h3 className="benefit-card__title">{item.title}</h3>
              <p className="benefit-card__description">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
