import { describe, expect, it } from 'vitest';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { ManualScheduler } from '../../doubles/ManualScheduler';

function arrange() {
  const scheduler = new ManualScheduler();
  return { scheduler, notifications: new NotificationsStore(scheduler) };
}

describe('NotificationsStore', () => {
  it('groups an identical repeated toast into one with a badge count', () => {
    const { notifications } = arrange();

    notifications.show('Saved');
    notifications.show('Saved');
    notifications.show('Saved');

    expect(notifications.toasts).toEqual([
      expect.objectContaining({ message: 'Saved', kind: 'info', count: 3 }),
    ]);
  });

  it('keeps different messages, or the same message of another kind, apart', () => {
    const { notifications } = arrange();

    notifications.show('Saved');
    notifications.show('Saved', { kind: 'error' });
    notifications.show('Deleted');

    expect(notifications.toasts.map((toast) => [toast.message, toast.kind, toast.count])).toEqual([
      ['Saved', 'info', 1],
      ['Saved', 'error', 1],
      ['Deleted', 'info', 1],
    ]);
  });

  it('closes a toast after 3000 ms by default', () => {
    const { notifications, scheduler } = arrange();
    notifications.show('Saved');

    scheduler.advance(2999);
    const stillShown = notifications.toasts.length;
    scheduler.advance(1);

    expect(stillShown).toBe(1);
    expect(notifications.toasts).toEqual([]);
  });

  it('keeps a 5000 ms toast (temporary membership) for its whole time', () => {
    const { notifications, scheduler } = arrange();
    notifications.show('Temporary', { durationMs: 5000 });

    scheduler.advance(4999);
    const stillShown = notifications.toasts.length;
    scheduler.advance(1);

    expect(stillShown).toBe(1);
    expect(notifications.toasts).toEqual([]);
  });

  it('restarts the time of a toast raised again', () => {
    const { notifications, scheduler } = arrange();
    notifications.show('Saved');
    scheduler.advance(2000);

    notifications.show('Saved');
    scheduler.advance(2000);

    expect(notifications.toasts).toHaveLength(1);
    scheduler.advance(1000);
    expect(notifications.toasts).toEqual([]);
    expect(scheduler.pending).toBe(0);
  });

  it('closes a toast on demand and cancels its timer', () => {
    const { notifications, scheduler } = arrange();
    notifications.show('Saved');
    const id = notifications.toasts[0]?.id ?? 'none';

    notifications.dismiss(id);

    expect(notifications.toasts).toEqual([]);
    expect(scheduler.pending).toBe(0);
  });
});
