import { useContext } from 'react';
import type { Newable } from 'inversify';
import type { Feature } from '../../core/kernel/feature';
import { ContainerContext } from './ContainerContext';

/**
 * Resolves a store of a feature whose code comes with its screen's own chunk (the account screens,
 * the desk): the feature's module is added to the container the first time one of its screens
 * renders.
 */
export function useFeatureService<T>(feature: Feature, token: Newable<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) {
    throw new Error('useFeatureService needs a <ContainerProvider> above this component');
  }
  if (!container.isBound(token)) container.load(feature.module);
  return container.get<T>(token);
}
