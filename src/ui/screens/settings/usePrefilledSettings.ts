import { useEffect, useRef } from 'react';
import { MemberStore } from '../../../core/member/MemberStore';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { useService } from '../../di';

/**
 * Fills the settings forms from the member when the page opens, and again whenever the member is
 * replaced (a refresh, or after a save) where the member has not changed a form since; a failed
 * save leaves the member, and the choices, alone.
 * Returns whether the member has loaded.
 */
export function usePrefilledSettings(): boolean {
  const member = useService(MemberStore).member;
  const settings = useService(SettingsStore);
  const filled = useRef(false);
  useEffect(() => {
    if (member === null) return;
    if (filled.current) {
      settings.refill();
    } else {
      settings.prefill();
      filled.current = true;
    }
  }, [settings, member]);
  return member !== null;
}
