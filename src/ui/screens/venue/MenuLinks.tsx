import type { Restaurant } from '../../../../functions/src/contract/callables';
import { Icon } from '../../components/icons/Icon';

interface MenuLinksProps {
  links: Restaurant['menuLinks'];
}

/** The restaurant's menus; each opens in a new tab. */
export function MenuLinks({ links }: MenuLinksProps) {
  if (links.length === 0) return null;
  return (
    <section className="venue-panel" aria-labelledby="menus-heading">
      <h2 id="menus-heading" className="venue-panel__title">
        Menus
      </h2>
      <ul className="menu-links">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="menu-links__link"
            >
              <Icon name="document" size="1.25rem" />
              <span className="menu-links__label">{link.label}</span>
              <Icon name="external" size="1.125rem" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
