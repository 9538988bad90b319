/** The attribute marking the stylesheets index.html preloads for the app (vite.config.ts). */
export const PRELOADED_STYLESHEET = 'data-app-stylesheet';

/**
 * Applies the stylesheets index.html preloads, resolving once they are in force, so the first
 * render is styled while the splash painted without waiting for them (issue 6). A stylesheet
 * that cannot be downloaded is logged and left out: the app still starts. In development Vite
 * injects styles itself and there is nothing to apply.
 */
export function applyPreloadedStylesheets(page: Document): Promise<void> {
  const links = page.querySelectorAll<HTMLLinkElement>(
    `link[rel="preload"][${PRELOADED_STYLESHEET}]`,
  );
  return Promise.all(
    [...links].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener(
            'error',
            () => {
              console.error(`The stylesheet ${link.href} could not be loaded`);
              resolve();
            },
            { once: true },
          );
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
