import { createContext, useContext } from 'react';
import type { ShellState } from './ShellState';

export const ShellStateContext = createContext<ShellState | null>(null);

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (state === null) throw new Error('useShellState needs the <App> shell above this component');
  return state;
}
