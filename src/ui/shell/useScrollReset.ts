import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Every navigation starts at the top-left of the page (spec section 2), and focus moves to the
 * page's main content, so keyboard and screen-reader users start reading the new page. Focus is
 * left alone on the first page and while a dialog holds it.
 */
export function useScrollReset(location: string): void {
  const firstLocation = useRef(location);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  useEffect(() => {
    if (location === firstLocation.current) return;
    firstLocation.current = '';
    if (document.querySelector('[aria-modal="true"]') !== null) return;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [location]);
}
