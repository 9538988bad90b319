// @vitest-environment jsdom
import { when } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/seed/demoMembers';
import { composeApp, FIREBASE_NOT_BUILT } from '../../src/app/container';
import { CallableAnalytics } from '../../src/adapters/browser/CallableAnalytics';
import { DeviceUsageStatisticsConsent } from '../../src/adapters/browser/DeviceUsageStatisticsConsent';
import { FakeWorld } from '../../src/adapters/fake/world/FakeWorld';
import { MEMBER_FEATURES } from '../../src/core/memberModule';
import { VISITOR_FEATURES } from '../../src/core/module';
import { AnalyticsPort } from '../../src/core/ports/AnalyticsPort';
import { AppUpdatesPort } from '../../src/core/ports/AppUpdatesPort';
import { AuthPort } from '../../src/core/ports/AuthPort';
import { CallablesPort } from '../../src/core/ports/CallablesPort';
import { DeviceCopy } from '../../src/core/kernel/query/DeviceCopy';
import { QueryCache } from '../../src/core/kernel/query/QueryCache';
import { ClockPort } from '../../src/core/ports/ClockPort';
import { ConnectivityPort } from '../../src/core/ports/ConnectivityPort';
import { DocumentStorePort } from '../../src/core/ports/DocumentStorePort';
import { InstallPromptPort } from '../../src/core/ports/InstallPromptPort';
import { KeyValueStorePort } from '../../src/core/ports/KeyValueStorePort';
import { PasskeyDevicePort } from '../../src/core/ports/PasskeyDevicePort';
import { PlatformPort } from '../../src/core/ports/PlatformPort';
import { SchedulerPort } from '../../src/core/ports/SchedulerPort';
import { ScreenWakeLockPort } from '../../src/core/ports/ScreenWakeLockPort';
import { UsageStatisticsConsentPort } from '../../src/core/ports/UsageStatisticsConsentPort';
import { DialogStore } from '../../src/core/kernel/DialogStore';
import { LoginStore } from '../../src/core/session/LoginStore';
import { MemberAreaLoader } from '../../src/core/session/MemberAreaLoader';
import { SessionStore } from '../../src/core/session/SessionStore';
import { VenueStore } from '../../src/core/venue/VenueStore';

const PORTS = [
  AnalyticsPort,
  AppUpdatesPort,
  AuthPort,
  CallablesPort,
  ClockPort,
  ConnectivityPort,
  DocumentStorePort,
  InstallPromptPort,
  KeyValueStorePort,
  PlatformPort,
  SchedulerPort,
  ScreenWakeLockPort,
  UsageStatisticsConsentPort,
];

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  delete window.__metFakeWorld;
});

describe('composeApp', () => {
  it('wires the fake mode: every port, use case and store resolves, one instance each', async () => {
    const { container, DevTools } = await composeApp('fake');

    for (const port of PORTS) expect(container.get(port), String(port)).toBeDefined();
    for (const service of VISITOR_FEATURES.flatMap((f) => f.services)) {
      expect(container.get(service), service.name).toBe(container.get(service));
    }
    expect(DevTools).toBeTypeOf('function');
  });

  it('sends analytics through the callables, with the device-kept consent, in every mode', async () => {
    const { container } = await composeApp('fake');

    expect(container.get(AnalyticsPort)).toBeInstanceOf(CallableAnalytics);
    expect(container.get(UsageStatisticsConsentPort)).toBeInstanceOf(DeviceUsageStatisticsConsent);
  });

  it('holds one query cache and one device copy, shared by every store', async () => {
    const { container } = await composeApp('fake');

    const queries = container.get(QueryCache);

    expect(container.get(QueryCache)).toBe(queries);
    expect(container.get(DeviceCopy)).toBe(container.get(DeviceCopy));
  });

  it('exposes window.__metFakeWorld in fake mode, and the app starts signed out', async () => {
    const { container } = await composeApp('fake');
    const session = container.get(SessionStore);

    session.start();
    await container.get(FakeWorld).ready();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(Object.keys(window.__metFakeWorld ?? {}).sort()).toEqual(
      [
        'calls',
        'clearFaults',
        'engagements',
        'failAlways',
        'failNext',
        'loseNextAnswer',
        'outbox',
        'redeemAtDesk',
        'reset',
        'setLatency',
        'setOffline',
        'setSuspended',
      ].sort(),
    );
    expect(session.phase).toBe('signed-out');
    session.stop();
  });

  it('leaves the member module out until a session begins, then adds every member service once', async () => {
    const { container } = await composeApp('fake');

    expect(container.isBound(VenueStore)).toBe(false);
    expect(container.isBound(PasskeyDevicePort)).toBe(false);
    const area = await container.get<MemberAreaLoader>(MemberAreaLoader).load();
    const again = await container.get<MemberAreaLoader>(MemberAreaLoader).load();

    expect(area.venue).toBe(container.get(VenueStore));
    expect(again).toBe(area);
    // The device's passkeys come with the member module, not with the login page.
    expect(container.get(PasskeyDevicePort)).toBeDefined();
    for (const service of MEMBER_FEATURES.flatMap((f) => f.services)) {
      expect(container.get(service), service.name).toBe(container.get(service));
    }
  });

  it("says 'Update Applied' and keeps the splash when the member module cannot be downloaded", async () => {
    const { container } = await composeApp('fake');
    const failedDownload = new TypeError('Failed to fetch dynamically imported module');
    container.rebind<MemberAreaLoader>(MemberAreaLoader).toConstantValue({
      load: () => Promise.reject(failedDownload),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = container.get(SessionStore);
    session.start();
    await container.get(FakeWorld).ready();
    await when(() => session.phase === 'signed-out');
    const login = container.get(LoginStore);
    login.form.set('email', 'king@example.com');
    login.form.set('password', DEMO_PASSWORD);

    await login.signIn();
    await when(() => container.get(DialogStore).current !== null, { timeout: 5_000 });

    expect(container.get(DialogStore).current).toMatchObject({ kind: 'update' });
    expect(session.phase).toBe('checking');
    expect(session.memberArea).toBeNull();
    session.stop();
    vi.restoreAllMocks();
  });

  it('gives each call a fresh container', async () => {
    const first = await composeApp('fake');
    const second = await composeApp('fake');

    expect(first.container.get(SessionStore)).not.toBe(second.container.get(SessionStore));
  });

  it('refuses the Firebase mode with a clear message until its adapters exist', async () => {
    await expect(composeApp('firebase')).rejects.toThrow(FIREBASE_NOT_BUILT);
  });
});
