import { BrandMark } from '../components/BrandMark';

/**
 * The branded splash shown until the auth state is known. Its markup and styles are those of the
 * static splash in index.html (styled there, so it paints before any script), so the hand-over
 * from HTML to React is invisible.
 */
export function Splash() {
  return (
    <div className="app-splash" data-splash="app">
      <span className="app-splash__mark">
        <BrandMark size="100%" />
      </span>
      <p className="app-splash__name">Met Rewards</p>
      <p className="app-splash__tagline">Metro Casinos</p>
      <span className="app-splash__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="app-splash__status" role="status">
        Loading Met Rewards
      </span>
    </div>
  );
}
