import { Spinner } from '../components/Spinner';
import './RouteLoading.css';

/**
 * While a screen's code downloads. It fills the content area (so the layout does not jump) and
 * only fades in after a moment, so a fast load shows nothing at all.
 */
export function RouteLoading() {
  return (
    <div className="route-loading" aria-busy="true">
      <Spinner size="2rem" label="Loading" />
    </div>
  );
}
