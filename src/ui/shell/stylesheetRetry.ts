/*
 * Stylesheets that failed to download (offline, a dropped connection), asked for again.
 *
 * Vite's preload helper adds a screen's stylesheets as <link rel=stylesheet> before it imports the
 * screen's code. When one fails, that import rejects ('Unable to preload CSS for ...'), and the
 * helper never adds the link again: it skips every address it has tried before, and every address
 * a stylesheet link in the page already has. So the next import of the screen resolves without
 * its stylesheet, and the screen stays unstyled until a full reload. The shell notes each
 * stylesheet link whose download failed and swaps it for a fresh <link> to the same address:
 * before a screen's code is asked for again, and when the browser says it is back online
 * (DECISIONS.md "Offline and the device copy").
 */

const failed = new Set<HTMLLinkElement>();
let retrying: Promise<void> | null = null;
let watching = false;

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.relList.contains('stylesheet');
}

/** Starts noting failed stylesheet links (once; before the first screen is asked for). */
export function watchStylesheets(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  // A link's error event does not bubble: it is heard on its way down to the link (capture).
  document.addEventListener(
    'error',
    (event) => {
      if (isStylesheet(event.target)) failed.add(event.target);
    },
    true,
  );
  window.addEventListener('online', () => {
    retryFailedStylesheets().catch(() => undefined);
  });
}

/**
 * Replaces each stylesheet link that failed with a fresh one to the same address, in its place
 * (the cascade's order is kept), and settles once all have loaded; rejects if any fails again
 * (that one is noted, to be tried on the next call). One retry at a time: a call during a retry
 * answers with that retry.
 */
export function retryFailedStylesheets(): Promise<void> {
  retrying ??= Promise.all([...failed].map(replace))
    .then(() => undefined)
    .finally(() => {
      retrying = null;
    });
  return retrying;
}

function replace(link: HTMLLinkElement): Promise<void> {
  failed.delete(link);
  // Taken out of the page since (nothing here does): not put back.
  if (!link.isConnected) return Promise.resolve();
  const fresh = link.cloneNode() as HTMLLinkElement;
  // Under a CSP the nonce attribute reads empty once a link is in the page; the property keeps it.
  fresh.nonce = link.nonce;
  return new Promise((resolve, reject) => {
    fresh.addEventListener('load', () => resolve(), { once: true });
    fresh.addEventListener(
      'error',
      () => reject(new Error(`Unable to load the stylesheet ${fresh.href}`)),
      { once: true },
    );
    link.replaceWith(fresh);
  });
}
