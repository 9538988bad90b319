// inversify 8 bundles reflect-metadata/lite; the full polyfill would be a second copy.
import 'reflect-metadata/lite';
import '../ui/theme/tokens.css';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { normalizePath } from '../core/navigation/routes';
import { DeviceStore } from '../core/device/DeviceStore';
import { DialogStore } from '../core/kernel/DialogStore';
import { SessionStore } from '../core/session/SessionStore';
import { composeApp } from './container';
import { App } from '../ui/App';
import { ContainerProvider } from '../ui/di/ContainerProvider';
import { isMobileNow } from '../ui/layouts/useIsMobile';
import { prefetchScreen } from '../ui/routes';
import { AppModeContext } from '../ui/shell/AppModeContext';
import { BootFailureScreen } from '../ui/shell/BootFailureScreen';

const GALLERY_PATH = '/dev/gallery';

/** Development only: the component gallery, in its own chunk, without the app around it. */
function mountGallery(root: Root): void {
  const ComponentGallery = lazy(() => import('../ui/dev/ComponentGallery'));
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <ComponentGallery />
      </Suspense>
    </StrictMode>,
  );
}

async function mountApp(root: Root): Promise<void> {
  // In parallel with the backend's code (composeApp), not after the auth state is known.
  prefetchScreen(`${location.pathname}${location.search}`, isMobileNow());
  const { container, DevTools } = await composeApp();
  // Started once for the page's life: the auth state machine, the device facts, and the look-out
  // for new versions of the app (its service worker registers after the window's load event).
  container.get(SessionStore).start();
  container.get(DeviceStore).start();
  container.get(DialogStore).start();
  // A transition, so React renders the first screen in short slices the splash can move between.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ContainerProvider container={container}>
          <AppModeContext.Provider value={{ demo: DevTools !== null }}>
            <App />
            {DevTools && <DevTools />}
          </AppModeContext.Provider>
        </ContainerProvider>
      </StrictMode>,
    ),
  );
}

/** Starts the app in index.html's #root; src/app/boot.ts calls it once the splash has painted. */
export async function startApp(): Promise<void> {
  const element = document.getElementById('root');
  if (element === null) throw new Error('index.html has no #root element');
  // The shell resets scroll on every navigation, including back and forward.
  history.scrollRestoration = 'manual';
  const root = createRoot(element);
  if (import.meta.env.DEV && normalizePath(location.pathname) === GALLERY_PATH) {
    mountGallery(root);
    return;
  }
  try {
    await mountApp(root);
  } catch (error) {
    console.error('Met Rewards could not start', error);
    root.render(<BootFailureScreen />);
  }
}
