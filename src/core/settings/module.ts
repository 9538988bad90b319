import { feature } from '../kernel/feature';
import { DeleteAccount } from './DeleteAccount';
import { DownloadMyData } from './DownloadMyData';
import { MyDataStore } from './MyDataStore';
import { SettingsStore } from './SettingsStore';
import { UpdateProfile } from './UpdateProfile';

/**
 * The member's settings: phone, interests, communications, downloading their data and deleting
 * the account.
 */
export const settings = feature('settings', [
  SettingsStore,
  UpdateProfile,
  DeleteAccount,
  DownloadMyData,
  MyDataStore,
]);
