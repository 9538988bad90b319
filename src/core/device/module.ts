import { CodeOnScreen } from '../kernel/CodeOnScreen';
import { feature } from '../kernel/feature';
import { DeviceStore } from './DeviceStore';
import { KeepScreenOn } from './KeepScreenOn';
import { RecordingConsentStore } from './RecordingConsentStore';
import { WatchDevice } from './WatchDevice';

/**
 * This device: connectivity, install hint, session-recording consent, and the
 * screen kept on while a code is shown.
 */
export const device = feature(
  'device',
  [DeviceStore, RecordingConsentStore, WatchDevice, KeepScreenOn],
  ({ bind }) => {
    bind(CodeOnScreen).toService(KeepScreenOn);
  },
);
