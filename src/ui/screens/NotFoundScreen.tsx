import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import { SessionStore } from '../../core/session/SessionStore';
import { BrandMark } from '../components/BrandMark';
import { LinkButton } from '../components/LinkButton';
import { useService } from '../di/useService';
import './NotFoundScreen.css';

/** Any path no route matches (spec section 2). Works signed in or out: 'Log in' only when out. */
export default observer(function NotFoundScreen() {
  const session = useService(SessionStore);
  return (
    <div className="not-found">
      <div className="not-found__mark" aria-hidden="true">
        <BrandMark size="4.5rem" />
      </div>
      <p className="not-found__code">Error 404</p>
      <h1 className="not-found__title">We can&rsquo;t find that page</h1>
      <p className="not-found__message">
        The link may be old, or the page may have moved. Check the address, or head back to
        somewhere familiar.
      </p>
      <div className="not-found__actions">
        <LinkButton href="/" icon="home">
          Go to Home
        </LinkButton>
        {!session.isLoggedIn && (
          <LinkButton href="/login" variant="secondary">
            Log in
          </LinkButton>
        )}
      </div>
      <p className="not-found__help">
        Still stuck? Try the <Link href="/info/faqs">FAQs</Link> or contact{' '}
        <Link href="/account/support">Support</Link>.
      </p>
    </div>
  );
});
