import { Container, type ServiceIdentifier } from 'inversify';
import { when } from 'mobx';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { DeviceUsageStatisticsConsent } from '../../src/adapters/browser/DeviceUsageStatisticsConsent';
import { SystemClock } from '../../src/adapters/browser/SystemClock';
import { createFakeWorldTestApi } from '../../src/adapters/fake/FakeWorldTestApi';
import { fakeModule } from '../../src/adapters/fake/module';
import { FakeWorld } from '../../src/adapters/fake/world/FakeWorld';
import { FaultInjector } from '../../src/adapters/fake/world/FaultInjector';
import { account } from '../../src/core/account/module';
import { memberModule } from '../../src/core/memberModule';
import { coreModule } from '../../src/core/module';
import { AnalyticsPort } from '../../src/core/ports/AnalyticsPort';
import { AppUpdatesPort } from '../../src/core/ports/AppUpdatesPort';
import { ClockPort } from '../../src/core/ports/ClockPort';
import { ConnectivityPort } from '../../src/core/ports/ConnectivityPort';
import { InstallPromptPort } from '../../src/core/ports/InstallPromptPort';
import { ScreenWakeLockPort } from '../../src/core/ports/ScreenWakeLockPort';
import { PasskeyDevicePort } from '../../src/core/ports/PasskeyDevicePort';
import { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';
import { PaintedCopyPort } from '../../src/core/ports/PaintedCopyPort';
import { MemberAreaLoader } from '../../src/core/session/MemberAreaLoader';
import { PlatformPort } from '../../src/core/ports/PlatformPort';
import { SchedulerPort } from '../../src/core/ports/SchedulerPort';
import { UsageStatisticsConsentPort } from '../../src/core/ports/UsageStatisticsConsentPort';
import { LoginStore } from '../../src/core/session/LoginStore';
import { NavigationStore } from '../../src/core/navigation/NavigationStore';
import { SessionStore, type SessionPhase } from '../../src/core/session/SessionStore';
import { FakeAppUpdates } from '../doubles/FakeAppUpdates';
import { FakeConnectivity } from '../doubles/FakeConnectivity';
import { FakeInstallPrompt } from '../doubles/FakeInstallPrompt';
import { FakePlatform } from '../doubles/FakePlatform';
import { InMemoryKeyValueStore } from '../doubles/InMemoryKeyValueStore';
import { PreloadedMemberArea } from '../doubles/PreloadedMemberArea';
import { ManualScheduler } from '../doubles/ManualScheduler';
import { RecordingAnalytics } from '../doubles/RecordingAnalytics';
import { RecordingPaintedCopy } from '../doubles/RecordingPaintedCopy';
import { RecordingWakeLock } from '../doubles/RecordingWakeLock';
import { ScriptedPasskeyDevice } from '../doubles/ScriptedPasskeyDevice';

/** Where the session rests until the member (or the app) does something. */
const RESTING: readonly SessionPhase[] = [
  'signed-out',
  'email-unverified',
  'linking-required',
  'initialised',
];

/**
 * The real container of fake mode (core + fake family) with doubles only where the DOM would be
 * (storage, device facts, timers), and the real clock. Driven through stores, as the UI does.
 */
export function memberApp() {
  const doubles = {
    device: new InMemoryKeyValueStore(),
    scheduler: new ManualScheduler(),
    analytics: new RecordingAnalytics(),
    platform: new FakePlatform(),
    paintedCopy: new RecordingPaintedCopy(),
  };
  const container = new Container();
  container.bind(KeyValueStorePort).toConstantValue(doubles.device);
  container.bind(PaintedCopyPort).toConstantValue(doubles.paintedCopy);
  container.bind(SchedulerPort).toConstantValue(doubles.scheduler);
  container.bind(AnalyticsPort).toConstantValue(doubles.analytics);
  container.bind(PlatformPort).toConstantValue(doubles.platform);
  container.bind(ClockPort).toConstantValue(new SystemClock());
  container.bind(ConnectivityPort).toConstantValue(new FakeConnectivity());
  container.bind(InstallPromptPort).toConstantValue(new FakeInstallPrompt());
  container.bind(AppUpdatesPort).toConstantValue(new FakeAppUpdates());
  container.bind(ScreenWakeLockPort).toConstantValue(new RecordingWakeLock());
  container.bind(PasskeyDevicePort).toConstantValue(new ScriptedPasskeyDevice());
  // The browser family's own consent, over the device double (analytics stays a double).
  container
    .bind(UsageStatisticsConsentPort)
    .toConstantValue(new DeviceUsageStatisticsConsent(doubles.device, doubles.platform));
  // The member module up front (the app loads it when a session begins), so journeys can read
  // member stores before signing in; the account feature too (the app loads it with the first
  // account screen), so journeys register, link and verify through its stores.
  container.load(coreModule, account.module, memberModule, fakeModule);
  container.bind(MemberAreaLoader).toConstantValue(new PreloadedMemberArea(container));
  container.get(FaultInjector).setLatency(0);
  const world = createFakeWorldTestApi(container.get(FakeWorld), container.get(FaultInjector));
  const get = <T>(service: ServiceIdentifier<T>): T => container.get<T>(service);
  const session = get(SessionStore);
  session.start();

  return {
    ...doubles,
    container,
    world,
    session,
    get,
    /** Waits until the session rests (after sign-in, gates, linking, sign-out). */
    async settled(): Promise<SessionPhase> {
      await when(() => RESTING.includes(session.phase), { timeout: 10_000 });
      return session.phase;
    },
    /** Types the credentials on /login and presses Log in; then waits for the session. */
    async logIn(email: string, password = DEMO_PASSWORD): Promise<SessionPhase> {
      await this.settled();
      const login = get(LoginStore);
      login.form.set('email', email);
      login.form.set('password', password);
      await login.signIn();
      return this.settled();
    },
    /** The page the core last asked the router for. */
    pendingPath(): string | null {
      return get(NavigationStore).pending?.path ?? null;
    },
    /** The oobCode of the newest link the outbox holds for `email`. */
    latestCodeTo(email: string): string {
      const link = world.outbox().findLast((mail) => mail.to === email && mail.link)?.link;
      if (link === undefined) throw new Error(`no link mailed to ${email}`);
      return new URL(link).searchParams.get('oobCode') ?? '';
    },
  };
}

export type MemberApp = ReturnType<typeof memberApp>;
