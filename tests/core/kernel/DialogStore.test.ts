import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { ApplyAppUpdate } from '../../../src/core/kernel/ApplyAppUpdate';
import { CALM_MOMENT_MS } from '../../../src/core/kernel/constants';
import { WaitForCalmMoment } from '../../../src/core/kernel/WaitForCalmMoment';
import { WatchAppUpdates } from '../../../src/core/kernel/WatchAppUpdates';
import { KeepScreenOn } from '../../../src/core/device/KeepScreenOn';
import { FakeAppUpdates } from '../../doubles/FakeAppUpdates';
import { FakePlatform } from '../../doubles/FakePlatform';
import { ManualScheduler } from '../../doubles/ManualScheduler';
import { RecordingWakeLock } from '../../doubles/RecordingWakeLock';

function arrange() {
  const platform = new FakePlatform();
  const updates = new FakeAppUpdates();
  const scheduler = new ManualScheduler();
  // The codes on screen as the code screens report them (useKeepScreenOn).
  const codes = new KeepScreenOn(new RecordingWakeLock());
  const dialogs = new DialogStore(
    new WatchAppUpdates(updates),
    new ApplyAppUpdate(updates, platform),
    new WaitForCalmMoment(codes, scheduler),
  );
  return { platform, updates, scheduler, codes, dialogs };
}

describe('DialogStore', () => {
  it("shows problems one at a time in a dialog titled 'Problem'", () => {
    const { dialogs } = arrange();

    dialogs.showProblem({ message: 'First' });
    dialogs.showProblem({ message: 'Second' });

    expect(dialogs.current).toMatchObject({ kind: 'problem', title: 'Problem', message: 'First' });
    dialogs.close();
    expect(dialogs.current).toMatchObject({ message: 'Second' });
    dialogs.close();
    expect(dialogs.current).toBeNull();
  });

  it('does not queue a problem identical to one already waiting', () => {
    const { dialogs } = arrange();

    dialogs.showProblem({ message: 'Offline' });
    dialogs.showProblem({ message: 'Offline' });

    expect(dialogs.queue).toHaveLength(1);
  });

  it('runs the retry action of a retryable problem once closed', () => {
    const { dialogs } = arrange();
    const retry = vi.fn();
    dialogs.showProblem({ message: messages.errors.network, retry });

    expect(dialogs.current).toMatchObject({ canRetry: true });
    dialogs.retry();

    expect(retry).toHaveBeenCalledTimes(1);
    expect(dialogs.current).toBeNull();
  });

  it.each(['ok', 'cancel', 'dismiss'] as const)(
    "reloads the page when the 'Update Applied' dialog is closed with %s",
    (how) => {
      const { dialogs, platform } = arrange();
      dialogs.showProblem({ message: 'Earlier problem' });

      dialogs.showUpdateApplied();
      expect(dialogs.current).toMatchObject({
        kind: 'update',
        title: messages.update.updateApplied,
        message: messages.update.updateMessage,
        persistent: false,
      });
      dialogs.close(how);

      expect(platform.reloads).toBe(1);
    },
  );

  it('starts looking for new versions once, however often it is started', () => {
    const { dialogs, updates } = arrange();

    dialogs.start();
    dialogs.start();

    expect(updates.starts).toBe(1);
    expect(dialogs.current).toBeNull();
  });

  it.each(['ok', 'dismiss'] as const)(
    'raises one persistent new-version dialog per waiting version; %s lets it take over',
    (how) => {
      const { dialogs, updates, platform } = arrange();
      dialogs.start();

      updates.announceWaitingVersion();
      updates.announceWaitingVersion();

      expect(dialogs.queue).toHaveLength(1);
      expect(dialogs.current).toMatchObject({
        kind: 'update',
        title: messages.update.updateApplied,
        message: messages.update.updateMessage,
        button: messages.update.updateButton,
        persistent: true,
      });
      dialogs.close(how);
      expect(dialogs.current).toBeNull();
      // The new version reloads the page itself once it controls it: no reload of the old one.
      expect(updates.activations).toBe(1);
      expect(platform.reloads).toBe(0);
    },
  );

  it("lets a waiting version take over when a failed chunk's 'Update Applied' closes", () => {
    const { dialogs, updates, platform } = arrange();
    dialogs.start();
    dialogs.showUpdateApplied();

    updates.announceWaitingVersion();
    dialogs.close('cancel');

    expect(updates.activations).toBe(1);
    expect(platform.reloads).toBe(0);
  });

  describe('never over a code the desk scans', () => {
    it('holds a new version found while a code is shown, and shows it once the code has left', () => {
      const { dialogs, updates, scheduler, codes } = arrange();
      dialogs.start();
      const leave = codes.show();

      updates.announceWaitingVersion();
      scheduler.advance(60_000);
      expect(dialogs.current).toBeNull();

      leave();
      expect(dialogs.current, 'not before a calm moment').toBeNull();
      scheduler.advance(CALM_MOMENT_MS);
      expect(dialogs.current).toMatchObject({
        kind: 'update',
        title: messages.update.updateApplied,
        message: messages.update.updateMessage,
        button: messages.update.updateButton,
        persistent: true,
      });
      expect(updates.activations).toBe(0);
    });

    it("holds a failed chunk's 'Update Applied' the same way", () => {
      const { dialogs, scheduler, codes, platform } = arrange();
      const leave = codes.show();

      dialogs.showUpdateApplied();
      expect(dialogs.current).toBeNull();
      leave();
      scheduler.advance(CALM_MOMENT_MS);

      expect(dialogs.current).toMatchObject({ kind: 'update', persistent: false });
      expect(platform.reloads).toBe(0);
    });

    it('keeps waiting while a code comes back before the calm moment (a renewed voucher code)', () => {
      const { dialogs, updates, scheduler, codes } = arrange();
      dialogs.start();
      const leave = codes.show();
      updates.announceWaitingVersion();

      leave();
      scheduler.advance(CALM_MOMENT_MS - 1);
      const leaveRenewed = codes.show();
      scheduler.advance(CALM_MOMENT_MS);
      expect(dialogs.current).toBeNull();

      leaveRenewed();
      scheduler.advance(CALM_MOMENT_MS - 1);
      expect(dialogs.current).toBeNull();
      scheduler.advance(1);
      expect(dialogs.current).toMatchObject({ kind: 'update' });
    });

    it('is not lost when several are found meanwhile: one dialog, and closing it switches over', () => {
      const { dialogs, updates, scheduler, codes, platform } = arrange();
      dialogs.start();
      const leave = codes.show();
      updates.announceWaitingVersion();
      dialogs.showUpdateApplied();
      updates.announceWaitingVersion();

      leave();
      scheduler.advance(CALM_MOMENT_MS);
      expect(dialogs.queue).toHaveLength(1);
      dialogs.close('ok');

      expect(dialogs.current).toBeNull();
      expect(updates.activations).toBe(1);
      expect(platform.reloads).toBe(0);
    });

    it('shows an update found with no code on screen at once, and a code shown later changes nothing', () => {
      const { dialogs, updates, scheduler, codes } = arrange();
      dialogs.start();

      updates.announceWaitingVersion();
      expect(dialogs.current).toMatchObject({ kind: 'update' });
      codes.show();
      scheduler.advance(CALM_MOMENT_MS);

      expect(dialogs.queue).toHaveLength(1);
      expect(scheduler.pending).toBe(0);
    });

    it('lets problems through while a code is shown', () => {
      const { dialogs, codes } = arrange();
      codes.show();

      dialogs.showProblem({ message: messages.errors.network });

      expect(dialogs.current).toMatchObject({ kind: 'problem' });
    });
  });
});
