import { describe, expect, it } from 'vitest';
import { SELF_EXCLUDED_MESSAGE } from '@met/scheme';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { takeBreakMessages } from '../../../src/core/member/takeBreakMessages';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { BreakStore } from '../../../src/core/member/BreakStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { OffersStore } from '../../../src/core/offers/OffersStore';
import { aMember } from '../../builders/aMember';
import { aProfile } from '../../builders/aProfile';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

const IN_A_DAY = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

async function signedInAs(member = aMember()) {
  const core = coreWithDoubles();
  core.callables.answer('members-getMember', { success: true, result: member.build() });
  const store = core.get(MemberStore);
  store.setProfile(aProfile().build());
  await store.load();
  return { ...core, member: store, breaks: core.get(BreakStore) };
}

describe('MemberStore: a break or self-exclusion from the member’s record', () => {
  it('reads no pause for a member in good standing', async () => {
    const { member } = await signedInAs();

    expect(member.pause).toEqual({ kind: 'none' });
    expect(member.paused).toBe(false);
    expect(member.member?.contactable).toBe(true);
  });

  it('reads a break and its end, and that marketing may not reach the member', async () => {
    const { member } = await signedInAs(aMember().onBreakUntil(IN_A_DAY));

    expect(member.pause).toEqual({ kind: 'break', endsAt: new Date(IN_A_DAY) });
    expect(member.paused).toBe(true);
    expect(member.member?.contactable).toBe(false);
  });

  it('reads self-exclusion, without an end', async () => {
    const { member } = await signedInAs(aMember().selfExcluded());

    expect(member.pause).toEqual({ kind: 'self-excluded' });
  });

  it('takes a break the record says has already ended as over', async () => {
    const { member } = await signedInAs(aMember().onBreakUntil('2020-01-01T00:00:00.000Z'));

    expect(member.pause).toEqual({ kind: 'none' });
  });
});

describe('a paused member’s offers and games are not asked for (the server refuses them)', () => {
  it.each([
    ['on a break', aMember().onBreakUntil(IN_A_DAY)],
    ['self-excluded', aMember().selfExcluded()],
  ])('%s: no vouchers, no code, no games', async (_, builder) => {
    const core = await signedInAs(builder);

    await core.get(OffersStore).load();
    await core.get(OffersStore).loadQr('king-steak-night');
    await core.get(GamesStore).load();

    expect(core.callables.callsTo('vouchers-getAllVouchers')).toEqual([]);
    expect(core.callables.callsTo('vouchers-generateQrCode')).toEqual([]);
    expect(core.callables.callsTo('promotions-getGames')).toEqual([]);
  });
});

describe('BreakStore: take a break, confirmed once', () => {
  it('asks for the period chosen, and the server’s answer puts the member on a break at once', async () => {
    const { member, breaks, callables } = await signedInAs();
    callables.answer('members-takeBreak', {
      success: true,
      result: aMember().onBreakUntil(IN_A_DAY).build(),
    });

    breaks.choose('7d');
    expect(callables.callsTo('members-takeBreak')).toEqual([]);
    const taken = await breaks.confirm();

    expect(taken).toBe(true);
    expect(callables.callsTo('members-takeBreak')).toEqual([{ period: '7d' }]);
    expect(member.pause).toEqual({ kind: 'break', endsAt: new Date(IN_A_DAY) });
    expect(breaks.confirming).toBeNull();
  });

  it('sends nothing without a choice, or once cancelled', async () => {
    const { breaks, callables } = await signedInAs();

    expect(await breaks.confirm()).toBe(false);
    breaks.choose('24h');
    breaks.cancel();
    expect(await breaks.confirm()).toBe(false);

    expect(callables.callsTo('members-takeBreak')).toEqual([]);
  });

  it('says what the server said when it refuses, and keeps the choice to try again', async () => {
    const { member, breaks, callables } = await signedInAs();
    callables.fail(
      'members-takeBreak',
      new FunctionError('permission-denied', SELF_EXCLUDED_MESSAGE),
    );

    breaks.choose('24h');
    const taken = await breaks.confirm();

    expect(taken).toBe(false);
    expect(breaks.problem).toBe(SELF_EXCLUDED_MESSAGE);
    expect(breaks.confirming).toBe('24h');
    expect(breaks.sending).toBe(false);
    expect(member.pause).toEqual({ kind: 'none' });
  });

  it('falls back to its own words when the answer cannot be read', async () => {
    const { breaks, callables } = await signedInAs();
    callables.fail('members-takeBreak', new Error('boom'));

    breaks.choose('6w');
    await breaks.confirm();

    expect(breaks.problem).toBe(takeBreakMessages.failed);
  });
});
