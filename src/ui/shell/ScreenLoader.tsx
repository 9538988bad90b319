import { createElement, useEffect, useReducer, useState, type ReactNode } from 'react';
import { loadedScreen, loadScreen } from '../routes';

interface ScreenLoaderProps {
  /** The screen module under src/ui/screens: 'home/HomeScreen'. */
  screen: string;
  params: Record<string, string>;
  /** Shown until the screen's code has arrived. */
  fallback: ReactNode;
  /** Called once the screen itself is on screen. */
  onShown: () => void;
}

/**
 * A screen, once its code has arrived (the fallback until then). A download that fails is thrown
 * as ChunkLoadError to the RouteErrorBoundary around it, which is keyed by the path, so the next
 * navigation, or its retry once back online, mounts a fresh loader that asks again.
 */
export function ScreenLoader({ screen, params, fallback, onShown }: ScreenLoaderProps) {
  const Screen = loadedScreen(screen);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (Screen) return;
    let current = true;
    loadScreen(screen).then(
      () => current && arrived(),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [screen, Screen]);

  useEffect(() => {
    if (Screen) onShown();
  }, [Screen, onShown]);

  if (failure !== null) throw failure;
  // The component comes from the module cache, the same one on every render of this screen.
  return Screen ? createElement(Screen, { params }) : fallback;
}
