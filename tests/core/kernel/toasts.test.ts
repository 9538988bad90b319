import { describe, expect, it } from 'vitest';
import { dismissToast, pushToast, type Toast } from '../../../src/core/kernel/toasts';

describe('toasts (spec section 4: repeated identical toasts are grouped with a count)', () => {
  it('adds a new toast with the default 3000 ms and a count of 1', () => {
    expect(pushToast([], { id: 't1', kind: 'error', message: 'Offline' })).toEqual([
      { id: 't1', kind: 'error', message: 'Offline', durationMs: 3000, count: 1 },
    ]);
  });

  it('groups an identical toast into the first one, counting it', () => {
    let toasts: Toast[] = [];
    toasts = pushToast(toasts, { id: 't1', kind: 'error', message: 'Offline' });
    toasts = pushToast(toasts, { id: 't2', kind: 'info', message: 'Saved' });
    toasts = pushToast(toasts, { id: 't3', kind: 'error', message: 'Offline' });
    toasts = pushToast(toasts, { id: 't4', kind: 'error', message: 'Offline' });
    expect(toasts.map(({ id, count }) => [id, count])).toEqual([
      ['t1', 3],
      ['t2', 1],
    ]);
  });

  it.each([
    ['a different kind', { id: 't2', kind: 'info', message: 'Offline' }],
    ['a different text', { id: 't2', kind: 'error', message: 'Offline!' }],
  ] as const)('keeps %s apart', (_case, incoming) => {
    const toasts = pushToast(
      pushToast([], { id: 't1', kind: 'error', message: 'Offline' }),
      incoming,
    );
    expect(toasts).toHaveLength(2);
  });

  it('keeps the 5000 ms of the temporary-membership toast', () => {
    const [toast] = pushToast([], {
      id: 't1',
      kind: 'info',
      message: 'Temporary',
      durationMs: 5000,
    });
    expect(toast?.durationMs).toBe(5000);
  });

  it('does not change the list it was given', () => {
    const before = pushToast([], { id: 't1', kind: 'error', message: 'Offline' });
    pushToast(before, { id: 't2', kind: 'error', message: 'Offline' });
    expect(before[0]?.count).toBe(1);
  });

  it('dismisses by id', () => {
    const toasts = pushToast(pushToast([], { id: 'a', kind: 'info', message: 'A' }), {
      id: 'b',
      kind: 'info',
      message: 'B',
    });
    expect(dismissToast(toasts, 'a').map((toast) => toast.id)).toEqual(['b']);
  });
});
