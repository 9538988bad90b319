import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '../components/BrandMark';
import { SkipLink } from '../components/SkipLink';
import { classNames } from '../components/classNames';
import { authFooterLinks } from './authFooterLinks';
import './AuthLayout.css';

interface AuthLayoutProps {
  /** The card's h1, e.g. 'Log in'; omit when the content brings its own (PageHeader). */
  title?: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Wider card for long content (registration, information pages). */
  wide?: boolean;
  children: ReactNode;
}

/** Sign-in, registration and other signed-out pages: a centred card on the brand backdrop. */
export function AuthLayout({ title, intro, wide = false, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <SkipLink />
      <header className="auth-layout__brand">
        <Link
          href="/"
          className="auth-layout__brand-link"
          // Starts with the visible wordmark, so voice control users can say what they see.
          aria-label="Met Rewards Metro Casinos, home"
        >
          <BrandMark size="3.5rem" />
          <span className="auth-layout__wordmark" aria-hidden="true">
            Met Rewards <span className="auth-layout__tagline">Metro Casinos</span>
          </span>
        </Link>
      </header>
      <main id="main-content" className="auth-layout__main" tabIndex={-1}>
        <div className={classNames('auth-card', wide && 'auth-card--wide')}>
          {title && (
            <div className="auth-card__heading">
              <h1 className="auth-card__title">{title}</h1>
              {intro && <div className="auth-card__intro">{intro}</div>}
            </div>
          )}
          {children}
        </div>
      </main>
      <footer className="auth-layout__footer">
        <nav aria-label="Help and information">
          <ul className="auth-layout__links">
            {authFooterLinks.map((link) => (
              <li key={link.path}>
                <Link href={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="auth-layout__small-print">
          <span className="auth-layout__age">18+</span> Met Rewards is for adults only. Please
          gamble responsibly.
        </p>
      </footer>
    </div>
  );
}
