import { useEffect } from 'react';
import { KeepScreenOn } from '../../core/device/KeepScreenOn';
import { useService } from '../di';

/**
 * Keeps the screen on while `codeOnScreen` is true and the component is mounted: for the codes the
 * desk scans (DECISIONS.md "Card and wallets: the membership card in the app").
 */
export function useKeepScreenOn(codeOnScreen: boolean): void {
  const keepScreenOn = useService(KeepScreenOn);
  useEffect(() => (codeOnScreen ? keepScreenOn.show() : undefined), [keepScreenOn, codeOnScreen]);
}
