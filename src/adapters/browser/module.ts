import { ContainerModule } from 'inversify';
import { AnalyticsPort } from '../../core/ports/AnalyticsPort';
import { AppUpdatesPort } from '../../core/ports/AppUpdatesPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { CodeScannerPort } from '../../core/ports/CodeScannerPort';
import { ConnectivityPort } from '../../core/ports/ConnectivityPort';
import { InstallPromptPort } from '../../core/ports/InstallPromptPort';
import { KeyValueStorePort } from '../../core/ports/KeyValueStorePort';
import { PaintedCopyPort } from '../../core/ports/PaintedCopyPort';
import { PlatformPort } from '../../core/ports/PlatformPort';
import { SchedulerPort } from '../../core/ports/SchedulerPort';
import { ScreenWakeLockPort } from '../../core/ports/ScreenWakeLockPort';
import { UsageStatisticsConsentPort } from '../../core/ports/UsageStatisticsConsentPort';
import { BrowserCodeScanner } from './BrowserCodeScanner';
import { CacheStoragePaintedCopy } from './CacheStoragePaintedCopy';
import { BrowserConnectivity } from './BrowserConnectivity';
import { BrowserInstallPrompt } from './BrowserInstallPrompt';
import { BrowserKeyValueStore } from './BrowserKeyValueStore';
import { BrowserPlatform } from './BrowserPlatform';
import { BrowserScheduler } from './BrowserScheduler';
import { BrowserScreenWakeLock } from './BrowserScreenWakeLock';
import { CallableAnalytics } from './CallableAnalytics';
import { DeviceUsageStatisticsConsent } from './DeviceUsageStatisticsConsent';
import { browserServiceWorkerHost } from './serviceWorkerHost';
import { SystemClock } from './SystemClock';
import { WorkboxAppUpdates } from './WorkboxAppUpdates';

/**
 * The browser's side of every backend mode: storage, device facts, timers, clock, the screen's
 * wake lock, the desk's camera (its decoder is fetched when the camera starts), and analytics
 * with the member's consent (sent through the backend family's CallablesPort). The device's
 * passkeys load with the member module (passkeyModule.ts).
 */
export const browserModule = new ContainerModule(({ bind }) => {
  bind(BrowserKeyValueStore).toSelf().inSingletonScope();
  bind(KeyValueStorePort).toService(BrowserKeyValueStore);
  bind(CacheStoragePaintedCopy).toSelf().inSingletonScope();
  bind(PaintedCopyPort).toService(CacheStoragePaintedCopy);
  bind(BrowserConnectivity).toSelf().inSingletonScope();
  bind(ConnectivityPort).toService(BrowserConnectivity);
  bind(BrowserInstallPrompt).toSelf().inSingletonScope();
  bind(InstallPromptPort).toService(BrowserInstallPrompt);
  bind(BrowserPlatform).toSelf().inSingletonScope();
  bind(PlatformPort).toService(BrowserPlatform);
  bind(BrowserScheduler).toSelf().inSingletonScope();
  bind(SchedulerPort).toService(BrowserScheduler);
  bind(BrowserScreenWakeLock).toSelf().inSingletonScope();
  bind(ScreenWakeLockPort).toService(BrowserScreenWakeLock);
  bind(SystemClock).toSelf().inSingletonScope();
  bind(ClockPort).toService(SystemClock);
  bind(DeviceUsageStatisticsConsent).toSelf().inSingletonScope();
  bind(UsageStatisticsConsentPort).toService(DeviceUsageStatisticsConsent);
  bind(CallableAnalytics).toSelf().inSingletonScope();
  bind(AnalyticsPort).toService(CallableAnalytics);
  // Built by hand: its one dependency is the page itself, which tests replace with doubles.
  bind(WorkboxAppUpdates)
    .toDynamicValue(() => new WorkboxAppUpdates(browserServiceWorkerHost()))
    .inSingletonScope();
  bind(AppUpdatesPort).toService(WorkboxAppUpdates);
  // Built by hand: its one dependency is the decoder's lazy import, which tests replace.
  bind(BrowserCodeScanner)
    .toDynamicValue(() => new BrowserCodeScanner())
    .inSingletonScope();
  bind(CodeScannerPort).toService(BrowserCodeScanner);
});
