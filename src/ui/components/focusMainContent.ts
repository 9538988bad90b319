/**
 * Puts focus on the page's main region (focusable by script only: tabindex -1), for when what
 * had focus goes away, e.g. a prompt the member put away: focus would otherwise fall to the
 * document's body, and the next Tab would start again from the top of the page.
 */
export function focusMainContent(): void {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
