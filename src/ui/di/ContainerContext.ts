import { createContext } from 'react';
import type { Container } from 'inversify';

/** Holds the composition root's container; null means no provider above the caller. */
export const ContainerContext = createContext<Container | null>(null);
