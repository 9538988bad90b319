import { useSyncExternalStore } from 'react';
import type { ChangeSignal } from '../world/ChangeSignal';

/** Re-renders the component whenever `signal` reports a change. */
export function useSignal(signal: ChangeSignal): number {
  return useSyncExternalStore(signal.subscribe, signal.version, signal.version);
}
