// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../../src/ui/shell/ChunkLoadError';
import { RouteErrorBoundary } from '../../../src/ui/shell/RouteErrorBoundary';
import { ScreenLoader } from '../../../src/ui/shell/ScreenLoader';
import type { Screen } from '../../../src/ui/routes';
import { cleanupDom, renderInDom } from '../components/renderInDom';

/** The shell's module cache, with downloads the test settles by hand. */
const downloads = vi.hoisted(() => ({
  loaded: new Map<string, unknown>(),
  pending: new Map<string, { resolve: (screen: unknown) => void; reject: (e: unknown) => void }>(),
  asked: [] as string[],
}));

vi.mock('../../../src/ui/routes', () => ({
  loadedScreen: (screen: string) => downloads.loaded.get(screen),
  loadScreen: (screen: string) => {
    downloads.asked.push(screen);
    return new Promise((resolve, reject) => {
      downloads.pending.set(screen, {
        resolve: (component) => {
          downloads.loaded.set(screen, component);
          resolve(component);
        },
        reject,
      });
    });
  },
}));

const Offers: Screen = ({ params }) => <h1>Offers {params.id}</h1>;

async function settle(screen: string, outcome: { component: Screen } | { error: unknown }) {
  const download = downloads.pending.get(screen);
  if (!download) throw new Error(`${screen} was never asked for`);
  await act(async () => {
    if ('component' in outcome) download.resolve(outcome.component);
    else download.reject(outcome.error);
    await Promise.resolve();
  });
}

function loader(onShown = vi.fn(), onChunkFailure = vi.fn(), offline = false) {
  return (
    <RouteErrorBoundary offline={offline} onChunkFailure={onChunkFailure}>
      <ScreenLoader
        screen="offers/OffersScreen"
        params={{ id: '7' }}
        fallback={<p>Loading</p>}
        onShown={onShown}
      />
    </RouteErrorBoundary>
  );
}

afterEach(() => {
  cleanupDom();
  downloads.loaded.clear();
  downloads.pending.clear();
  downloads.asked.length = 0;
});

describe('ScreenLoader', () => {
  it('shows the fallback while the code downloads, then the screen, and says it is shown', async () => {
    const onShown = vi.fn();
    const { container } = renderInDom(loader(onShown));
    expect(container.textContent).toBe('Loading');
    expect(onShown).not.toHaveBeenCalled();

    await settle('offers/OffersScreen', { component: Offers });

    expect(container.querySelector('h1')?.textContent).toBe('Offers 7');
    expect(onShown).toHaveBeenCalled();
  });

  it('shows a screen whose code has already arrived at once, without asking again', () => {
    downloads.loaded.set('offers/OffersScreen', Offers);
    const { container } = renderInDom(loader());
    expect(container.querySelector('h1')?.textContent).toBe('Offers 7');
    expect(downloads.asked).toEqual([]);
  });

  it("hands a failed download online to the boundary ('Update Applied')", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChunkFailure = vi.fn();
    const { container } = renderInDom(loader(vi.fn(), onChunkFailure));

    await settle('offers/OffersScreen', {
      error: new ChunkLoadError('offers/OffersScreen', new TypeError('Failed to fetch')),
    });

    expect(onChunkFailure).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h1')).toBeNull();
  });

  it('says offline when the download fails offline, and asks again once back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChunkFailure = vi.fn();
    const { container, rerender } = renderInDom(loader(vi.fn(), onChunkFailure, true));
    await settle('offers/OffersScreen', {
      error: new ChunkLoadError('offers/OffersScreen', new TypeError('Failed to fetch')),
    });
    expect(container.textContent).toMatch(/offline/i);
    expect(onChunkFailure).not.toHaveBeenCalled();

    rerender(loader(vi.fn(), onChunkFailure, false));
    expect(downloads.asked).toEqual(['offers/OffersScreen', 'offers/OffersScreen']);
    await settle('offers/OffersScreen', { component: Offers });
    expect(container.querySelector('h1')?.textContent).toBe('Offers 7');
  });
});
