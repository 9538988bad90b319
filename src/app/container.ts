import { Container } from 'inversify';
import type { ComponentType } from 'react';
import { browserModule } from '../adapters/browser/module';
import { ContainerMemberAreaLoader } from './ContainerMemberAreaLoader';
import { coreModule } from '../core/module';
import { InstallPromptPort } from '../core/ports/InstallPromptPort';
import { MemberAreaLoader } from '../core/session/MemberAreaLoader';

export type AppMode = 'fake' | 'firebase';

export interface ComposedApp {
  container: Container;
  /** The Demo panel in fake mode; null with a real backend. */
  DevTools: ComponentType | null;
}

export const FIREBASE_NOT_BUILT =
  'The Firebase adapters are not built yet: run with VITE_BACKEND=fake';

/**
 * The composition root, the only place that names adapter families (ARCHITECTURE.md): the core,
 * the browser family and the backend family of the mode, in a fresh container.
 */
export async function composeApp(mode: AppMode = configuredMode()): Promise<ComposedApp> {
  const container = new Container();
  container.load(coreModule);
  // The member module follows when a session begins (src/core/memberModule.ts).
  const memberAdapters = () => import('../adapters/browser/passkeyModule');
  container
    .bind(MemberAreaLoader)
    .toConstantValue(new ContainerMemberAreaLoader(container, memberAdapters));
  container.load(browserModule);
  const DevTools = await loadBackendFamily(container, mode);
  // Built now so the browser's install prompt, which fires early, is not missed.
  container.get(InstallPromptPort);
  return { container, DevTools };
}

/**
 * Vite replaces import.meta.env.VITE_BACKEND with its value at build time, so in a Firebase
 * build the fake branch, its dynamic import and the whole fake world are dead code and dropped.
 */
async function loadBackendFamily(
  container: Container,
  mode: AppMode,
): Promise<ComponentType | null> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    // The adapters come with this chunk; the SDK starts on first use (a saved member too).
    // Loading the module throws FirebaseConfigError naming any missing VITE_FIREBASE_* variable.
    const { firebaseModule, startFirebase } = await import('../adapters/firebase/module');
    container.load(firebaseModule);
    startFirebase(container);
    return null;
  } else {
    if (mode === 'firebase') throw new Error(FIREBASE_NOT_BUILT);
    const { fakeModule, startFakeWorld } = await import('../adapters/fake/module');
    container.load(fakeModule);
    return startFakeWorld(container);
  }
}

function configuredMode(): AppMode {
  const configured: unknown = import.meta.env.VITE_BACKEND ?? 'fake';
  if (configured === 'fake' || configured === 'firebase') return configured;
  throw new Error(`VITE_BACKEND must be 'fake' or 'firebase', not '${String(configured)}'`);
}
