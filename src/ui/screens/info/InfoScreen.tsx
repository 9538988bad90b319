import { Link } from 'wouter';
import { matchRoute } from '../../../core/navigation/routes';
import { PageHeader } from '../../components/PageHeader';
import { Icon } from '../../components/icons/Icon';
import { menuEntries } from '../../layouts/menuEntries';
import type { InfoPage } from './infoContent';
import { InfoBlockView } from './InfoBlockView';
import '../../components/Html.css';
import './InfoScreen.css';

interface InfoScreenProps {
  page: InfoPage;
  backHref?: string;
}

// The public help pages; Safer gambling needs sign-in, and Responsible Gaming links to it itself.
const helpPages = menuEntries.filter(
  (item) => item.group === 'help' && matchRoute(item.path)?.route.access !== 'signed-in',
);

/** One information page from infoContent, then links to the other help pages. */
export function InfoScreen({ page, backHref }: InfoScreenProps) {
  const related = helpPages.filter((item) => !item.path.endsWith(`/${page.slug}`));
  return (
    <article className="info-screen">
      <PageHeader title={page.title} backHref={backHref} />
      <div className="prose info-screen__prose">
        <p className="info-screen__lead">{page.lead}</p>
        {page.sections.map((section, index) => (
          <section key={section.heading ?? index} className="info-screen__section">
            {section.heading && <h2>{section.heading}</h2>}
            {section.blocks.map((block, blockIndex) => (
              <InfoBlockView key={blockIndex} block={block} />
            ))}
          </section>
        ))}
      </div>
      <nav className="info-screen__related" aria-labelledby="info-related-heading">
        <h2 id="info-related-heading" className="info-screen__related-heading">
          More help and information
        </h2>
        <ul>
          {related.map((item) => (
            <li key={item.id}>
              <Link href={item.path} className="info-screen__related-link">
                <Icon name={item.icon} size="1.25rem" />
                <span>{item.label}</span>
                <Icon name="chevron" size="1.125rem" className="info-screen__related-chevron" />
              </Link>
            </li>
          ))}
          <li>
            <Link href="/account/support" className="info-screen__related-link">
              <Icon name="support" size="1.25rem" />
              <span>Support</span>
              <Icon name="chevron" size="1.125rem" className="info-screen__related-chevron" />
            </Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
