import { describe, expect, it } from 'vitest';
import { INSTALL_HINT_DISMISSED_KEY } from '../../../src/core/kernel/constants';
import type { PlatformKind } from '../../../src/core/ports/PlatformPort';
import { DeviceStore } from '../../../src/core/device/DeviceStore';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

interface DeviceSetup {
  platform: PlatformKind;
  /** The browser has offered to install the app (a captured beforeinstallprompt). */
  promptCaptured?: boolean;
  standalone?: boolean;
  /** What this device's storage already holds. */
  stored?: Record<string, string>;
}

function aDevice({
  platform,
  promptCaptured = false,
  standalone = false,
  stored = {},
}: DeviceSetup) {
  const core = coreWithDoubles();
  core.platform.platformKind = platform;
  core.platform.standalone = standalone;
  for (const [key, value] of Object.entries(stored)) core.device.set(key, value);
  core.installPrompt.setAvailable(promptCaptured);
  const device = core.get(DeviceStore);
  device.start();
  return { core, device };
}

describe('DeviceStore: the install hint (spec section 1)', () => {
  it.each([
    { platform: 'android', promptCaptured: true, shown: true },
    { platform: 'android', promptCaptured: false, shown: false },
    { platform: 'desktop', promptCaptured: true, shown: true },
    { platform: 'desktop', promptCaptured: false, shown: false },
    // Safari has no install prompt: the hint explains Share then Add to Home Screen instead.
    { platform: 'ios', promptCaptured: false, shown: true },
  ] as const)(
    'on $platform with a captured prompt: $promptCaptured, the hint shows: $shown',
    ({ platform, promptCaptured, shown }) => {
      const { device } = aDevice({ platform, promptCaptured });

      expect(device.showInstallHint).toBe(shown);
    },
  );

  it.each(['android', 'ios', 'desktop'] as const)(
    'never shows in the installed app (standalone) on %s',
    (platform) => {
      const { device } = aDevice({ platform, promptCaptured: true, standalone: true });

      expect(device.showInstallHint).toBe(false);
    },
  );

  it('hides once the browser reports the app installed (the captured prompt is withdrawn)', () => {
    const { core, device } = aDevice({ platform: 'android', promptCaptured: true });
    expect(device.showInstallHint).toBe(true);

    core.installPrompt.setAvailable(false);

    expect(device.showInstallHint).toBe(false);
  });

  it('shows the browser prompt on Install, then hides (a prompt is shown only once)', async () => {
    const { core, device } = aDevice({ platform: 'desktop', promptCaptured: true });

    const outcome = await device.promptInstall();

    expect(outcome).toBe('accepted');
    expect(core.installPrompt.prompts).toBe(1);
    expect(device.showInstallHint).toBe(false);
  });

  it(`remembers a dismissal on the device under ${INSTALL_HINT_DISMISSED_KEY}`, () => {
    const { core, device } = aDevice({ platform: 'ios' });

    device.dismissInstallHint();

    expect(device.showInstallHint).toBe(false);
    expect(core.device.get(INSTALL_HINT_DISMISSED_KEY)).not.toBeNull();
  });

  it('stays hidden on a later visit once dismissed, even when the browser offers again', () => {
    const first = aDevice({ platform: 'android', promptCaptured: true });
    first.device.dismissInstallHint();
    const remembered = Object.fromEntries(first.core.device.values);

    const { device } = aDevice({ platform: 'android', promptCaptured: true, stored: remembered });

    expect(device.installHintDismissed).toBe(true);
    expect(device.showInstallHint).toBe(false);
  });

  it('shows on a visit to a device that never dismissed it', () => {
    const { device } = aDevice({ platform: 'ios', stored: { unrelated: 'value' } });

    expect(device.installHintDismissed).toBe(false);
    expect(device.showInstallHint).toBe(true);
  });
});
