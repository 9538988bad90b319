import { CodeOnScreen } from '../kernel/CodeOnScreen';
import { feature } from '../kernel/feature';
import { DeviceStore } from './DeviceStore';
import { KeepScreenOn } from './KeepScreenOn';
import { UsageStatisticsConsentStore } from './UsageStatisticsConsentStore';
import { WatchDevice } from './WatchDevice';

/**
 * This device: connectivity, install hint, consent to usage statistics, and the
 * screen kept on while a code is shown.
 */
export const device = feature(
  'device',
  [DeviceStore, UsageStatisticsConsentStore, WatchDevice, KeepScreenOn],
  ({ bind }) => {
    bind(CodeOnScreen).toService(KeepScreenOn);
  },
);
