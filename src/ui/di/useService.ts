import { useContext } from 'react';
import type { Newable } from 'inversify';
import { ContainerContext } from './ContainerContext';

/**
 * Resolves a service (usually a store) from the container given to ContainerProvider.
 * Stores are bound as singletons, so repeated renders receive the same instance.
 */
export function useService<T>(token: symbol | Newable<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) {
    throw new Error('useService needs a <ContainerProvider> above this component');
  }
  return container.get<T>(token);
}
