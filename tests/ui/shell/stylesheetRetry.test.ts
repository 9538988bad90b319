// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retryFailedStylesheets, watchStylesheets } from '../../../src/ui/shell/stylesheetRetry';

/** A link as Vite's preload helper adds it: crossorigin, in the head. */
function addLink(href: string, rel = 'stylesheet'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  return link;
}

/** jsdom downloads nothing: the test says how each download ended. */
const fail = (link: Element) => link.dispatchEvent(new Event('error'));
const arrive = (link: Element) => link.dispatchEvent(new Event('load'));
const linkTo = (href: string) =>
  document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
const hrefs = () => [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));

/** Whether the promise has settled, after the microtasks now queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

beforeAll(() => watchStylesheets());

afterEach(async () => {
  // Links left over are taken out, so the next retry forgets them.
  document.head.replaceChildren();
  await retryFailedStylesheets();
});

describe('retryFailedStylesheets', () => {
  it('swaps a stylesheet that failed for a fresh link to the same address, in its place, and settles once it has loaded', async () => {
    addLink('/assets/app.css');
    const failed = addLink('/assets/Offers.css');
    addLink('/assets/PageHeader.css');
    fail(failed);

    const retry = retryFailedStylesheets();

    const fresh = linkTo('/assets/Offers.css');
    expect(fresh).not.toBeNull();
    expect(fresh).not.toBe(failed);
    expect(failed.isConnected).toBe(false);
    expect(hrefs()).toEqual(['/assets/app.css', '/assets/Offers.css', '/assets/PageHeader.css']);
    expect(fresh?.rel).toBe('stylesheet');
    expect(fresh?.getAttribute('crossorigin')).toBe('');
    expect(await settled(retry)).toBe(false);

    arrive(fresh as HTMLLinkElement);
    await expect(retry).resolves.toBeUndefined();
  });

  it('leaves links that loaded alone, and settles at once when none failed', async () => {
    const loaded = addLink('/assets/app.css');
    arrive(loaded);

    await expect(retryFailedStylesheets()).resolves.toBeUndefined();
    expect(linkTo('/assets/app.css')).toBe(loaded);
  });

  it('ignores a script preload that failed (the import asks for scripts again itself)', async () => {
    const preload = addLink('/assets/Offers.js', 'modulepreload');
    fail(preload);

    await expect(retryFailedStylesheets()).resolves.toBeUndefined();
    expect(linkTo('/assets/Offers.js')).toBe(preload);
  });

  it('rejects when the fresh link fails too, and tries it again on the next call', async () => {
    fail(addLink('/assets/Venue.css'));

    const first = retryFailedStylesheets();
    const fresh = linkTo('/assets/Venue.css') as HTMLLinkElement;
    fail(fresh);
    await expect(first).rejects.toThrow('Unable to load the stylesheet');

    const second = retryFailedStylesheets();
    const fresher = linkTo('/assets/Venue.css') as HTMLLinkElement;
    expect(fresher).not.toBe(fresh);
    expect(hrefs()).toEqual(['/assets/Venue.css']);
    arrive(fresher);
    await expect(second).resolves.toBeUndefined();
  });

  it('runs one retry at a time: a second call answers with the first', async () => {
    fail(addLink('/assets/Offers.css'));

    const first = retryFailedStylesheets();
    const second = retryFailedStylesheets();

    expect(second).toBe(first);
    expect(hrefs()).toEqual(['/assets/Offers.css']);
    arrive(linkTo('/assets/Offers.css') as HTMLLinkElement);
    await expect(second).resolves.toBeUndefined();
  });

  it('asks again by itself when the browser says it is back online', async () => {
    const failed = addLink('/assets/Offers.css');
    fail(failed);

    window.dispatchEvent(new Event('online'));

    const fresh = linkTo('/assets/Offers.css') as HTMLLinkElement;
    expect(fresh).not.toBe(failed);
    arrive(fresh);
    await expect(retryFailedStylesheets()).resolves.toBeUndefined();
  });
});
