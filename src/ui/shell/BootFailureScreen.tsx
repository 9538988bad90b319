import { useEffect } from 'react';
import { dismissLastScreen } from '../../start/lastScreenOverlay';
import { BrandMark } from '../components/BrandMark';
import { Button } from '../components/Button';
import { buttonClassName } from '../components/buttonClassName';
import '../components/Button.css';
import './BootFailureScreen.css';

interface BootFailureScreenProps {
  /** Reloads the page; by default the browser window. */
  onReload?: () => void;
}

const reloadWindow = () => window.location.reload();

/**
 * What a member sees when the app cannot start or a screen breaks: a calm apology and a way out.
 * The error itself has already been logged; no technical detail reaches the page.
 */
export function BootFailureScreen({ onReload = reloadWindow }: BootFailureScreenProps) {
  // The painted copy of the last screen must not hide the failure.
  useEffect(dismissLastScreen, []);
  return (
    <main className="boot-failure" id="main-content" tabIndex={-1}>
      <BrandMark size="4rem" />
      <h1 className="boot-failure__title">Sorry, something went wrong</h1>
      <p className="boot-failure__message">
        Met Rewards could not open this page. Please reload to try again. If it keeps happening,
        check your connection or come back a little later.
      </p>
      <div className="boot-failure__actions">
        <Button onClick={onReload}>Reload</Button>
        {/* A full page load, not a client-side link: the router may be what failed. */}
        <a className={buttonClassName({ variant: 'secondary' })} href="/">
          Go to Home
        </a>
      </div>
    </main>
  );
}
