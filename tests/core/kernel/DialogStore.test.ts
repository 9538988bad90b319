import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { ApplyAppUpdate } from '../../../src/core/kernel/ApplyAppUpdate';
import { WatchAppUpdates } from '../../../src/core/kernel/WatchAppUpdates';
import { FakeAppUpdates } from '../../doubles/FakeAppUpdates';
import { FakePlatform } from '../../doubles/FakePlatform';

function arrange() {
  const platform = new FakePlatform();
  const updates = new FakeAppUpdates();
  const dialogs = new DialogStore(
    new WatchAppUpdates(updates),
    new ApplyAppUpdate(updates, platform),
  );
  return { platform, updates, dialogs };
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
});
