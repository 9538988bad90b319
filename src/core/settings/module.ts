import { feature } from '../kernel/feature';
import { DeleteAccount } from './DeleteAccount';
import { SettingsStore } from './SettingsStore';
import { UpdateProfile } from './UpdateProfile';

/** The member's settings: phone, interests, communications, and deleting the account. */
export const settings = feature('settings', [SettingsStore, UpdateProfile, DeleteAccount]);
