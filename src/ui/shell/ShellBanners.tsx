import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { DeviceStore } from '../../core/device/DeviceStore';
import { InstallHint } from '../components/InstallHint';
import { OfflineBanner } from '../components/OfflineBanner';
import { useHomePrompt } from '../screens/home/useHomePrompt';
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
  return (
    <>
      <OfflineBanner offline={!device.online} lastUpdated={lastUpdated} />
      {offerInstall && <HomeInstallHint />}
    </>
  );
});

/** The install hint, when it is home's one prompt (core/device/homePrompt.ts): it comes last. */
const HomeInstallHint = observer(function HomeInstallHint() {
  const device = useService(DeviceStore);
  const prompt = useHomePrompt();
  if (prompt !== 'install') return null;
  return (
    <InstallHint
      platform={device.platform}
      onInstall={device.canInstall ? () => void device.promptInstall() : undefined}
      onDismiss={() => device.dismissInstallHint()}
    />
  );
});
