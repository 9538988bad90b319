import { useEffect } from 'react';
import { MemberStore } from '../../../core/member/MemberStore';
import { SettingsStore } from '../../../core/settings/SettingsStore';
import { useService } from '../../di';

/**
 * Fills the settings forms from the member when the page opens and whenever the member is
 * replaced (first load, or after a save); a failed save leaves the member, and the choices, alone.
 * Returns whether the member has loaded.
 */
export function usePrefilledSettings(): boolean {
  const member = useService(MemberStore).member;
  const settings = useService(SettingsStore);
  useEffect(() => {
    if (member !== null) settings.prefill();
  }, [settings, member]);
  return member !== null;
}
