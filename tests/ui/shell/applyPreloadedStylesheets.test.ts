// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyPreloadedStylesheets,
  PRELOADED_STYLESHEET,
} from '../../../src/ui/shell/applyPreloadedStylesheets';

/** index.html as the build writes it: the app's stylesheet preloaded, not linked. */
function preloadedStylesheet(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  link.setAttribute(PRELOADED_STYLESHEET, '');
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('applyPreloadedStylesheets: the first render waits for the app styles', () => {
  afterEach(() => document.head.replaceChildren());

  it('turns each preload into the stylesheet and resolves once every one is in force', async () => {
    const first = preloadedStylesheet('/assets/index.css');
    const second = preloadedStylesheet('/assets/more.css');

    const applied = applyPreloadedStylesheets(document);

    expect([first.rel, second.rel]).toEqual(['stylesheet', 'stylesheet']);
    first.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(false);
    second.dispatchEvent(new Event('load'));
    expect(await settled(applied)).toBe(true);
  });

  it('still starts the app when a stylesheet cannot be downloaded, and says which', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const link = preloadedStylesheet('/assets/gone.css');

    const applied = applyPreloadedStylesheets(document);
    link.dispatchEvent(new Event('error'));

    expect(await settled(applied)).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/assets/gone.css'));
  });

  it('leaves other preloads alone and has nothing to wait for in development', async () => {
    const font = document.createElement('link');
    font.rel = 'preload';
    font.as = 'font';
    document.head.append(font);

    expect(await settled(applyPreloadedStylesheets(document))).toBe(true);
    expect(font.rel).toBe('preload');
  });
});
