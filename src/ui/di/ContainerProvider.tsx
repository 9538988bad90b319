import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { ContainerContext } from './ContainerContext';

interface ContainerProviderProps {
  container: Container;
  children: ReactNode;
}

/** Makes the app's inversify container available to `useService` below it. */
export function ContainerProvider({ container, children }: ContainerProviderProps) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}
