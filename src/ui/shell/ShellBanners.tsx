import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { DeviceStore } from '../../core/device/DeviceStore';
import { UsageStatisticsConsentStore } from '../../core/device/UsageStatisticsConsentStore';
import { InstallHint } from '../components/InstallHint';
import { OfflineBanner } from '../components/OfflineBanner';
import { useService } from '../di/useService';
import { ShellStateContext } from './ShellStateContext';
import { useSavedWhen } from './useSavedWhen';

interface ShellBannersProps {
  /** Where the install hint may appear (the home page: elsewhere it would only be in the way). */
  offerInstall: boolean;
}

/**
 * The offline banner (always mounted, so going offline is announced), with when the screen's
 * saved data was fetched when it shows the device's copy, and the install hint.
 */
export const ShellBanners = observer(function ShellBanners({ offerInstall }: ShellBannersProps) {
  const device = useService(DeviceStore);
  const savedAt = useContext(ShellStateContext)?.savedAtOnScreen ?? null;
  const lastUpdated = useSavedWhen(savedAt);
  const consent = useService(UsageStatisticsConsentStore);
  // One prompt at a time: the usage-statistics question first, the install hint once answered.
  const showHint = offerInstall && device.showInstallHint && !consent.promptVisible;
  return (
    <>
      <OfflineBanner offline={!device.online} lastUpdated={lastUpdated} />
      {showHint && (
        <InstallHint
          platform={device.platform}
          onInstall={device.canInstall ? () => void device.promptInstall() : undefined}
          onDismiss={() => device.dismissInstallHint()}
        />
      )}
    </>
  );
});
