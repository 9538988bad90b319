/** window.matchMedia(query), or null where the browser (or a test DOM) has none. */
export function mediaQuery(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}
