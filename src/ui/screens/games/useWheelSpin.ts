import { useCallback, useEffect, useState } from 'react';
import type { SpinResult } from '../../../core/games/GamesStore';
import { landingRotation, SPIN_DURATION_MS, SPIN_TURNS } from './wheelGeometry';

export interface WheelSpin {
  rotation: number;
  /** The disc is turning towards the result. */
  spinning: boolean;
  /** The result once the wheel has stopped on it (at once with reduced motion). */
  revealed: SpinResult | null;
  /** The disc's transition ended. */
  finish: () => void;
}

interface SpinState {
  seen: SpinResult | null;
  rotation: number;
  spinning: boolean;
  revealed: SpinResult | null;
}

/** Margin for a transitionend that never comes (a hidden tab, a removed node). */
const FALLBACK_MARGIN_MS = 800;

function restingOn(result: SpinResult | null, count: number): SpinState {
  const rotation = result && count > 0 ? landingRotation(0, result.prizeIndex, count, 0) : 0;
  return { seen: result, rotation, spinning: false, revealed: result };
}

/**
 * Turns the wheel when a new result arrives: several full turns landing on the returned prize
 * index, then reveals it. A result already there when the screen opens is shown at rest, and
 * with reduced motion the wheel jumps straight to the result.
 */
export function useWheelSpin(
  result: SpinResult | null,
  count: number,
  reducedMotion: boolean,
): WheelSpin {
  const [state, setState] = useState<SpinState>(() => restingOn(result, count));

  if (result !== state.seen) {
    if (result === null) {
      setState({ ...state, seen: null, spinning: false, revealed: null });
    } else if (reducedMotion || count === 0) {
      const rotation =
        count === 0 ? state.rotation : landingRotation(state.rotation, result.prizeIndex, count, 0);
      setState({ seen: result, rotation, spinning: false, revealed: result });
    } else {
      // A varied but repeatable offset, so the pointer does not always stop dead centre.
      const jitter = Math.sin(state.rotation + result.prizeIndex + 1);
      const rotation = landingRotation(
        state.rotation,
        result.prizeIndex,
        count,
        SPIN_TURNS,
        jitter,
      );
      setState({ seen: result, rotation, spinning: true, revealed: null });
    }
  }

  const finish = useCallback(() => {
    setState((current) =>
      current.spinning ? { ...current, spinning: false, revealed: current.seen } : current,
    );
  }, []);

  useEffect(() => {
    if (!state.spinning) return;
    const timer = window.setTimeout(finish, SPIN_DURATION_MS + FALLBACK_MARGIN_MS);
    return () => window.clearTimeout(timer);
  }, [state.spinning, finish]);

  return { rotation: state.rotation, spinning: state.spinning, revealed: state.revealed, finish };
}
