import { createContext, useContext } from 'react';

export interface AppMode {
  /** The in-browser fake world runs (demo accounts, Demo panel), not the real backend. */
  demo: boolean;
}

export const AppModeContext = createContext<AppMode>({ demo: false });

export function useAppMode(): AppMode {
  return useContext(AppModeContext);
}
