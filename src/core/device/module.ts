import { feature } from '../kernel/feature';
import { DeviceStore } from './DeviceStore';
import { RecordingConsentStore } from './RecordingConsentStore';
import { SavedDataStore } from './SavedDataStore';
import { WatchDevice } from './WatchDevice';

/** This device: connectivity, install hint, session-recording consent, the saved-data note. */
export const device = feature('device', [
  DeviceStore,
  SavedDataStore,
  RecordingConsentStore,
  WatchDevice,
]);
