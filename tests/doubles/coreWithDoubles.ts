import { Container, type ServiceIdentifier } from 'inversify';
import { account } from '../../src/core/account/module';
import { memberModule } from '../../src/core/memberModule';
import { coreModule } from '../../src/core/module';
import { AnalyticsPort } from '../../src/core/ports/AnalyticsPort';
import { AppUpdatesPort } from '../../src/core/ports/AppUpdatesPort';
import { AuthPort } from '../../src/core/ports/AuthPort';
import { CallablesPort } from '../../src/core/ports/CallablesPort';
import { ClockPort } from '../../src/core/ports/ClockPort';
import { ConnectivityPort } from '../../src/core/ports/ConnectivityPort';
import { DocumentStorePort } from '../../src/core/ports/DocumentStorePort';
import { InstallPromptPort } from '../../src/core/ports/InstallPromptPort';
import { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';
import { PaintedCopyPort } from '../../src/core/ports/PaintedCopyPort';
import { MemberAreaLoader } from '../../src/core/session/MemberAreaLoader';
import { PlatformPort } from '../../src/core/ports/PlatformPort';
import { SchedulerPort } from '../../src/core/ports/SchedulerPort';
import { ScreenWakeLockPort } from '../../src/core/ports/ScreenWakeLockPort';
import { PasskeyDevicePort } from '../../src/core/ports/PasskeyDevicePort';
import { UsageStatisticsConsentPort } from '../../src/core/ports/UsageStatisticsConsentPort';
import { FakeAppUpdates } from './FakeAppUpdates';
import { FakeConnectivity } from './FakeConnectivity';
import { FakeInstallPrompt } from './FakeInstallPrompt';
import { FakePlatform } from './FakePlatform';
import { FakeUsageStatisticsConsent } from './FakeUsageStatisticsConsent';
import { FixedClock } from './FixedClock';
import { InMemoryDocumentStore } from './InMemoryDocumentStore';
import { InMemoryKeyValueStore } from './InMemoryKeyValueStore';
import { ManualScheduler } from './ManualScheduler';
import { PreloadedMemberArea } from './PreloadedMemberArea';
import { RecordingAnalytics } from './RecordingAnalytics';
import { RecordingPaintedCopy } from './RecordingPaintedCopy';
import { RecordingWakeLock } from './RecordingWakeLock';
import { ScriptedAuth } from './ScriptedAuth';
import { ScriptedCallables } from './ScriptedCallables';
import { ScriptedPasskeyDevice } from './ScriptedPasskeyDevice';

/** A fresh container holding the real core (use cases and stores) over test doubles. */
export function coreWithDoubles() {
  const doubles = {
    auth: new ScriptedAuth(),
    callables: new ScriptedCallables(),
    documents: new InMemoryDocumentStore(),
    device: new InMemoryKeyValueStore(),
    clock: new FixedClock(),
    scheduler: new ManualScheduler(),
    analytics: new RecordingAnalytics(),
    usageConsent: new FakeUsageStatisticsConsent(),
    platform: new FakePlatform(),
    connectivity: new FakeConnectivity(),
    installPrompt: new FakeInstallPrompt(),
    appUpdates: new FakeAppUpdates(),
    wakeLock: new RecordingWakeLock(),
    paintedCopy: new RecordingPaintedCopy(),
    passkeyDevice: new ScriptedPasskeyDevice(),
  };
  const container = new Container();
  container.bind(AuthPort).toConstantValue(doubles.auth);
  container.bind(CallablesPort).toConstantValue(doubles.callables);
  container.bind(DocumentStorePort).toConstantValue(doubles.documents);
  container.bind(KeyValueStorePort).toConstantValue(doubles.device);
  container.bind(PaintedCopyPort).toConstantValue(doubles.paintedCopy);
  container.bind(ClockPort).toConstantValue(doubles.clock);
  container.bind(SchedulerPort).toConstantValue(doubles.scheduler);
  container.bind(AnalyticsPort).toConstantValue(doubles.analytics);
  container.bind(UsageStatisticsConsentPort).toConstantValue(doubles.usageConsent);
  container.bind(PlatformPort).toConstantValue(doubles.platform);
  container.bind(ConnectivityPort).toConstantValue(doubles.connectivity);
  container.bind(InstallPromptPort).toConstantValue(doubles.installPrompt);
  container.bind(AppUpdatesPort).toConstantValue(doubles.appUpdates);
  container.bind(ScreenWakeLockPort).toConstantValue(doubles.wakeLock);
  container.bind(PasskeyDevicePort).toConstantValue(doubles.passkeyDevice);
  // The member module and the account feature too, up front, so tests reach every store without
  // a session first or an account screen's render (the app loads `account` with its screens).
  container.load(coreModule, account.module, memberModule);
  container.bind(MemberAreaLoader).toConstantValue(new PreloadedMemberArea(container));
  return {
    ...doubles,
    container,
    get<T>(service: ServiceIdentifier<T>): T {
      return container.get<T>(service);
    },
  };
}

export type CoreWithDoubles = ReturnType<typeof coreWithDoubles>;
