import type { MenuLink } from '../../../core/venue/Restaurant';
import { Icon } from '../../components/icons/Icon';
import { safeHref } from '../../components/sanitiseHtml';

interface MenuLinksProps {
  links: MenuLink[];
}

/** The restaurant's menus; each opens in a new tab. */
export function MenuLinks({ links }: MenuLinksProps) {
  // A link the backend sent that is not a web address (javascript:, //elsewhere) is not shown.
  const safeLinks = links.flatMap((link) => {
    const href = safeHref(link.url);
    return href === null ? [] : [{ ...link, url: href }];
  });
  if (safeLinks.length === 0) return null;
  return (
    <section className="venue-panel" aria-labelledby="menus-heading">
      <h2 id="menus-heading" className="venue-panel__title">
        Menus
      </h2>
      <ul className="menu-links">
        {safeLinks.map((link) => (
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
