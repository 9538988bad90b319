import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { memberQuery } from '../../../src/core/member/queries';
import { aMember } from '../../builders/aMember';
import { queryCacheOver } from '../../doubles/queryCacheOver';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

/** The member's read for `location` through a query cache over `callables`. */
function memberRead(callables: ScriptedCallables, location: string) {
  return queryCacheOver(callables).queries.query(memberQuery, location);
}

describe('memberQuery', () => {
  it('fetches the member for the profile location and lets a King in', async () => {
    const callables = new ScriptedCallables().answer('members-getMember', {
      success: true,
      result: aMember().withTier('King').build(),
    });

    const loaded = await memberRead(callables, 'ie').fetch();

    expect(callables.callsTo('members-getMember')).toEqual([{ location: 'ie' }]);
    expect(loaded.member).toEqual(aMember().withTier('King').buildModel());
    expect(loaded.gate).toEqual({ kind: 'allowed', tier: 'King' });
  });

  it.each([
    ['suspended', aMember().suspended().build(), 'suspended', messages.app.suspended],
    [
      'temporary (34)',
      aMember().temporary().build(),
      'temporary',
      messages.app.temporaryMembership,
    ],
    [
      'update required (2)',
      aMember().withMembershipType(2).build(),
      'update-required',
      messages.app.updateRequired,
    ],
    [
      'executive required (45)',
      aMember().withMembershipType(45).build(),
      'executive-required',
      messages.app.executiveRequired,
    ],
    [
      'account required (19)',
      aMember().withMembershipType(19).build(),
      'account-required',
      messages.app.accountRequired,
    ],
    [
      'an unknown type (99)',
      aMember().withMembershipType(99).build(),
      'update-required',
      messages.app.updateRequired,
    ],
    [
      'suspended before temporary',
      aMember().temporary().suspended().build(),
      'suspended',
      messages.app.suspended,
    ],
  ])('blocks a member who is %s', async (_case, member, reason, message) => {
    const callables = new ScriptedCallables().answer('members-getMember', {
      success: true,
      result: member,
    });

    const loaded = await memberRead(callables, 'gb').fetch();

    expect(loaded.gate).toMatchObject({ kind: 'blocked', reason, message });
  });
});
