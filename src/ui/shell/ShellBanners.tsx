import { observer } from 'mobx-react-lite';
import { DeviceStore } from '../../core/device/DeviceStore';
import { InstallHint } from '../components/InstallHint';
import { OfflineBanner } from '../components/OfflineBanner';
import { useService } from '../di/useService';

interface ShellBannersProps {
  /** Where the install hint may appear (the home page: elsewhere it would only be in the way). */
  offerInstall: boolean;
}

/** The offline banner (always mounted, so going offline is announced) and the install hint. */
export const ShellBanners = observer(function ShellBanners({ offerInstall }: ShellBannersProps) {
  const device = useService(DeviceStore);
  const showHint = offerInstall && device.showInstallHint;
  return (
    <>
      <OfflineBanner offline={!device.online} />
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
