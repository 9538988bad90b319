import { useEffect, useRef } from 'react';

/**
 * Brings the element into view, with focus, when the page was opened at `#id` and the content
 * above it has settled (`ready`). In-app navigation does not scroll to a fragment by itself, and
 * the shell starts every page at the top; this runs once per page visit.
 */
export function useScrollToFragment<T extends HTMLElement>(id: string, ready: boolean) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || window.location.hash !== `#${id}`) return;
    // After the shell's own reset (it focuses the page's main content on each navigation).
    const frame = requestAnimationFrame(() => {
      done.current = true;
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [id, ready]);
  return ref;
}
