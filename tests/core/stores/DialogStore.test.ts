import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../src/core/domain/messages';
import { DialogStore } from '../../../src/core/stores/DialogStore';
import { ReloadApp } from '../../../src/core/usecases/ReloadApp';
import { FakePlatform } from '../../doubles/FakePlatform';

function arrange() {
  const platform = new FakePlatform();
  return { platform, dialogs: new DialogStore(new ReloadApp(platform)) };
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

  it('shows the new-version dialog as persistent and reloads on its button', () => {
    const { dialogs, platform } = arrange();

    dialogs.showUpdateAvailable();
    dialogs.showUpdateAvailable();

    expect(dialogs.queue).toHaveLength(1);
    expect(dialogs.current).toMatchObject({
      persistent: true,
      button: messages.update.updateButton,
    });
    dialogs.close('ok');
    expect(platform.reloads).toBe(1);
  });
});
