import { describe, expect, it } from 'vitest';
import { DeskStore } from '../../../src/core/desk/DeskStore';
import { ReadDeskCode } from '../../../src/core/desk/ReadDeskCode';
import { RedeemAtDesk } from '../../../src/core/desk/RedeemAtDesk';
import { deskMessages } from '../../../src/core/desk/deskMessages';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { aCardReading, aVoucherReading } from '../../builders/aDeskReading';
import { FixedClock } from '../../doubles/FixedClock';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const CODE = 'MR2.v1.uid.1.2.sig';
const MAYFAIR = { at: '2026-03-01T21:04:00Z', venueId: 6, venueName: 'The Metropolitan Mayfair' };

function arrange() {
  const callables = new ScriptedCallables();
  const clock = new FixedClock('2026-03-01T22:00:00Z');
  const store = new DeskStore(new ReadDeskCode(callables), new RedeemAtDesk(callables), clock);
  return { callables, store };
}

describe('DeskStore: the desk reads a code, then redeems it once', () => {
  it('reads a typed code as a scanned one, and clears the field once read', async () => {
    const { callables, store } = arrange();
    callables.answer('desk-readCode', aVoucherReading());
    store.setTyped(`  ${CODE} `);

    await store.submitTyped();

    expect(callables.callsTo('desk-readCode')).toEqual([{ code: CODE }]);
    expect(store.phase).toBe('read');
    expect(store.reading).toMatchObject({
      kind: 'voucher',
      member: { name: 'Kim King', customerNumber: '100200', restriction: null },
      voucher: { title: 'Dinner for two', terms: 'Sunday to Thursday.' },
      state: 'ready',
    });
    expect(store.typed).toBe('');
  });

  it('redeems, then says when and where, and clears for the next code', async () => {
    const { callables, store } = arrange();
    callables
      .answer('desk-readCode', aVoucherReading())
      .answer('desk-redeem', { success: true, redemption: MAYFAIR });
    await store.scanned(CODE);

    await store.redeem();

    expect(callables.callsTo('desk-redeem')).toEqual([{ code: CODE }]);
    expect(store.phase).toBe('redeemed');
    expect(store.status).toEqual({
      kind: 'redeemed',
      line: 'Redeemed',
      detail: 'Redeemed at 9:04pm at The Metropolitan Mayfair',
    });
    store.next();
    expect(store.phase).toBe('idle');
    expect(store.reading).toBeNull();
  });

  it('answers a second press elsewhere with when and where it was redeemed', async () => {
    const { callables, store } = arrange();
    callables
      .answer('desk-readCode', aVoucherReading())
      .fail(
        'desk-redeem',
        new FunctionError(
          'already-exists',
          'Already redeemed at 9:04pm at The Metropolitan Mayfair.',
          { redemption: MAYFAIR },
        ),
      );
    await store.scanned(CODE);

    await store.redeem();

    expect(store.outcome).toMatchObject({ kind: 'already', redemption: MAYFAIR });
    expect(store.status).toEqual({
      kind: 'already',
      line: 'Already redeemed',
      detail: 'Already redeemed at 9:04pm on 1st Mar 2026 at The Metropolitan Mayfair',
    });
  });

  it('reads a code in view once, not on every frame, until the next code is asked for', async () => {
    const { callables, store } = arrange();
    callables.answer('desk-readCode', aCardReading());

    await store.scanned('100200');
    await store.scanned('100200');
    expect(callables.callsTo('desk-readCode')).toHaveLength(1);
    store.next();
    await store.scanned('100200');

    expect(callables.callsTo('desk-readCode')).toHaveLength(2);
    expect(store.reading).toEqual(aCardReading());
  });

  it('shows the backend’s refusal and keeps what was typed', async () => {
    const { callables, store } = arrange();
    callables.fail(
      'desk-readCode',
      new FunctionError('permission-denied', 'This code is not one of ours, or it was changed.'),
    );
    store.setTyped('MR2.forged');

    await store.submitTyped();

    expect(store.problem).toBe('This code is not one of ours, or it was changed.');
    expect(store.typed).toBe('MR2.forged');
    expect(store.phase).toBe('idle');
  });

  it('clears the member of the code before when the next code is refused', async () => {
    const { callables, store } = arrange();
    callables
      .answerOnce('desk-readCode', aCardReading())
      .fail(
        'desk-readCode',
        new FunctionError('invalid-argument', 'This code is not one of ours.'),
      );
    await store.scanned('100104');

    await store.scanned('MR2.forged');
    await store.scanned('MR2.forged');

    expect(callables.callsTo('desk-readCode')).toHaveLength(2);
    expect(store.reading).toBeNull();
    expect(store.problem).toBe('This code is not one of ours.');
  });

  it('says the desk is offline, keeps the code, and can redeem once back', async () => {
    const { callables, store } = arrange();
    callables
      .answer('desk-readCode', aVoucherReading())
      .failOnce('desk-redeem', new FunctionError('unavailable', 'offline'))
      .answer('desk-redeem', { success: true, redemption: MAYFAIR });
    await store.scanned(CODE);

    await store.redeem();
    expect(store.problem).toBe(deskMessages.offline);
    expect(store.status).toMatchObject({ kind: 'unchecked', line: 'Not redeemed' });
    expect(store.phase).toBe('read');
    await store.redeem();

    expect(store.phase).toBe('redeemed');
  });

  it('asks for a code when the field is empty, calling nothing', async () => {
    const { callables, store } = arrange();

    await store.submitTyped();

    expect(store.problem).toBe(deskMessages.emptyCode);
    expect(callables.calls).toEqual([]);
  });
});
