import { expect, it } from 'vitest';
import type { ConsentEntry } from '../../../../functions/src/domain/marketingConsent';
import {
  CONSENT_HISTORY_ENTRIES_PER_DAY,
  STOP_ALL_MAX_ENTRIES,
} from '../../../../functions/src/domain/consentLimits';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import {
  CONSENT_DAY_FULL,
  type MemberRecord,
  type NewMember,
} from '../../../../functions/src/ports/MemberDirectory';
import { aMember } from '../../builders';
import type { StatePortsFixture } from './StatePorts';

const aNewMember = (email: string): NewMember => ({
  title: 'Mr',
  firstName: 'Noah',
  lastName: 'Fletcher',
  gender: 'male',
  dob: '1985-04-12',
  email,
  mobilePhone: '07700 900456',
  marketingOptIn: true,
  homeCasino: 6,
  membershipTypeId: 34,
  membershipTypeName: 'Temporary',
  interests: [],
  communications: { email: true, sms: true, phone: false, post: false },
  consentHistory: [
    { channel: 'email', given: true, at: '2026-03-10T12:00:00.000Z', how: 'registration' },
    { channel: 'sms', given: true, at: '2026-03-10T12:00:00.000Z', how: 'registration' },
  ],
  loyaltyPointsEndDate: '2027-12-31',
  joinedAt: '2026-03-10T12:00:00.000Z',
});

export function memberDirectoryContract(fixture: StatePortsFixture): void {
  const withMembers = async (...members: MemberRecord[]) => {
    const state = emptyMemoryState();
    for (const member of members) state.members[member.customer_number] = member;
    return (await fixture(state)).members;
  };

  it('finds a member by customer number, and by email in any case', async () => {
    const member = aMember().withEmail('ada@example.com').build();
    const members = await withMembers(member);

    expect(await members.findByCustomerNumber(member.customer_number)).toEqual(member);
    expect(await members.findByEmail(' ADA@Example.com ')).toEqual(member);
    expect(await members.findByCustomerNumber('999999')).toBeUndefined();
    expect(await members.findByEmail('nobody@example.com')).toBeUndefined();
  });

  it('registers members with new, distinct customer numbers', async () => {
    const members = await withMembers();

    const first = await members.register(aNewMember('noah@example.com'));
    const second = await members.register(aNewMember('nora@example.com'));

    expect(first).toMatchObject({
      first_name: 'Noah',
      email: 'noah@example.com',
      membership_type_id: 34,
      suspended: false,
      tierPoints: 0,
      dob: '1985-04-12',
      joinedAt: '2026-03-10T12:00:00.000Z',
    });
    if (first === 'email-taken' || second === 'email-taken') throw new Error('both are new');
    expect(first.customer_number).toMatch(/^\d{6,10}$/);
    expect(second.customer_number).not.toBe(first.customer_number);
    expect(first.id).toBe(`crm-${first.customer_number}`);
    expect(await members.findByEmail('noah@example.com')).toEqual(first);
    // The join's consent entries are in the history, not on the record.
    expect(first).not.toHaveProperty('consentHistory');
    expect(await members.consentHistoryOf(first)).toEqual(
      [...aNewMember('noah@example.com').consentHistory].reverse(),
    );
  });

  it('refuses to register an email that already has a membership', async () => {
    const members = await withMembers(aMember().withEmail('ada@example.com').build());

    expect(await members.register(aNewMember('Ada@Example.com'))).toBe('email-taken');
  });

  it.each([
    ['a/b@example.com'],
    ['a/b/c@example.com'],
    ['__x__@example.com'],
    ['a..b@example.com'],
  ])(
    'registers %s once, finds it by that email, and refuses a second join with it',
    async (email) => {
      const members = await withMembers();

      const joined = await members.register(aNewMember(email));

      if (joined === 'email-taken') throw new Error('the email is new');
      expect(await members.findByEmail(email)).toEqual(joined);
      expect(await members.register(aNewMember(email.toUpperCase()))).toBe('email-taken');
    },
  );

  it('registers one of five concurrent joins with the same email', async () => {
    const members = await withMembers();

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => members.register(aNewMember('noah@example.com'))),
    );

    expect(outcomes.filter((outcome) => outcome !== 'email-taken')).toHaveLength(1);
  });

  it('takes an address over from the membership that holds it, which keeps its record', async () => {
    const holder = aMember().temporary().withEmail('ada@example.com').build();
    const members = await withMembers(holder);

    const joined = await members.register(aNewMember('Ada@Example.com'), {
      takeOverFrom: holder.customer_number,
    });

    if (joined === 'email-taken') throw new Error('the holder gives the address up');
    expect(joined.customer_number).not.toBe(holder.customer_number);
    expect(await members.findByEmail('ada@example.com')).toEqual(joined);
    expect(await members.findByCustomerNumber(holder.customer_number)).toEqual(holder);
    expect(
      await members.register(aNewMember('ada@example.com'), {
        takeOverFrom: holder.customer_number,
      }),
    ).toBe('email-taken');
    expect(await members.register(aNewMember('ada@example.com'))).toBe('email-taken');
    const again = await members.register(aNewMember('ada@example.com'), {
      takeOverFrom: joined.customer_number,
    });
    if (again === 'email-taken') throw new Error('the new holder gives the address up');
    expect(await members.findByEmail('ada@example.com')).toEqual(again);
  });

  it('refuses to take an address over from a membership that does not hold it', async () => {
    const holder = aMember().withEmail('ada@example.com').build();
    const other = aMember().withEmail('grace@example.com').build();
    const members = await withMembers(holder, other);

    expect(
      await members.register(aNewMember('ada@example.com'), {
        takeOverFrom: other.customer_number,
      }),
    ).toBe('email-taken');
    expect(await members.register(aNewMember('ada@example.com'), { takeOverFrom: '999999' })).toBe(
      'email-taken',
    );
    expect(await members.findByEmail('ada@example.com')).toEqual(holder);
  });

  it('lets one of five concurrent take-overs from one membership through', async () => {
    const holder = aMember().temporary().withEmail('ada@example.com').build();
    const members = await withMembers(holder);

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        members.register(aNewMember('ada@example.com'), { takeOverFrom: holder.customer_number }),
      ),
    );

    const joined = outcomes.filter((outcome) => outcome !== 'email-taken');
    expect(joined).toHaveLength(1);
    expect(await members.findByEmail('ada@example.com')).toEqual(joined[0]);
  });

  it('of two memberships carrying one email, finds the one that joined last', async () => {
    const earlier = aMember().temporary().withCustomerNumber('300001').withEmail('ada@example.com');
    const later = aMember().temporary().withCustomerNumber('300002').withEmail('Ada@example.com');
    const members = await withMembers(later.build(), earlier.build());

    expect(await members.findByEmail('ada@example.com')).toEqual(later.build());
  });

  it('changes only the given profile fields', async () => {
    const member = aMember().build();
    const members = await withMembers(member);

    const updated = await members.updateProfile(member.customer_number, {
      interests: ['Dining', 'Sport'],
    });

    expect(updated).toEqual({ ...member, interests: ['Dining', 'Sport'] });
    expect(await members.findByCustomerNumber(member.customer_number)).toEqual(updated);
    expect(await members.updateProfile('999999', { phone_mobile: '07700 900999' })).toBeUndefined();
  });

  it('keeps consent entries apart from the record, written with the change', async () => {
    const member = aMember().build();
    const members = await withMembers(member);
    const given: ConsentEntry = {
      channel: 'post',
      given: true,
      at: '2026-03-10T12:00:00.000Z',
      how: 'settings',
    };
    const withdrawn: ConsentEntry = {
      ...given,
      given: false,
      at: '2026-03-10T12:05:00.000Z',
      how: 'stop-all',
    };
    const on = { ...member.communications, post: true };

    await members.updateProfile(member.customer_number, { communications: on }, [given]);
    const updated = await members.updateProfile(
      member.customer_number,
      { communications: { ...on, post: false } },
      [withdrawn],
    );

    expect(updated).toEqual({ ...member, communications: { ...on, post: false } });
    expect(await members.findByCustomerNumber(member.customer_number)).toEqual(updated);
    expect(await members.consentHistoryOf(member)).toEqual([withdrawn, given]);
    expect(await members.consentHistoryOf(member, 1)).toEqual([withdrawn]);
  });

  it('records nothing for a write without entries: a repeat of the same choice collapses', async () => {
    const member = aMember().build();
    const members = await withMembers(member);
    const given: ConsentEntry = {
      channel: 'post',
      given: true,
      at: '2026-03-10T12:00:00.000Z',
      how: 'settings',
    };
    const on = { ...member.communications, post: true };
    await members.updateProfile(member.customer_number, { communications: on }, [given]);

    for (let repeat = 0; repeat < 3; repeat += 1) {
      await members.updateProfile(member.customer_number, { communications: on }, []);
    }

    expect(await members.consentHistoryOf(member)).toEqual([given]);
  });

  it("refuses a change past the day's budget, writing nothing, and always takes stop-all", async () => {
    const member = aMember().build();
    const members = await withMembers(member);
    const at = (minute: number) => `2026-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;
    const room = CONSENT_HISTORY_ENTRIES_PER_DAY - STOP_ALL_MAX_ENTRIES;
    for (let index = 0; index < room; index += 1) {
      const given = index % 2 === 0;
      const written = await members.updateProfile(
        member.customer_number,
        { communications: { ...member.communications, post: given } },
        [{ channel: 'post', given, at: at(index), how: 'settings' }],
      );
      expect(written).not.toBe(CONSENT_DAY_FULL);
    }
    const full = await members.updateProfile(
      member.customer_number,
      { communications: { ...member.communications, phone: true }, interests: ['Sport'] },
      [{ channel: 'phone', given: true, at: at(58), how: 'settings' }],
    );
    const stopAll: ConsentEntry[] = (['email', 'sms', 'phone', 'post'] as const).map((channel) => ({
      channel,
      given: false,
      at: at(59),
      how: 'stop-all',
    }));
    const stopped = await members.updateProfile(
      member.customer_number,
      { communications: { email: false, sms: false, phone: false, post: false } },
      stopAll,
    );
    // The next London day has its own budget.
    const nextDay = await members.updateProfile(
      member.customer_number,
      { communications: { ...member.communications, phone: true } },
      [{ channel: 'phone', given: true, at: '2026-03-11T09:00:00.000Z', how: 'settings' }],
    );

    expect(full).toBe(CONSENT_DAY_FULL);
    expect(stopped).not.toBe(CONSENT_DAY_FULL);
    expect(nextDay).not.toBe(CONSENT_DAY_FULL);
    const history = await members.consentHistoryOf(member);
    expect(history.filter((entry) => entry.at.startsWith('2026-03-10'))).toHaveLength(
      CONSENT_HISTORY_ENTRIES_PER_DAY,
    );
    expect(history.some((entry) => entry.at === at(58))).toBe(false);
  });

  it('moves a history still on the record out on its next consent write or break', async () => {
    const old: ConsentEntry[] = [
      { channel: 'email', given: true, at: '2026-01-05T10:00:00.000Z', how: 'registration' },
      { channel: 'email', given: false, at: '2026-02-07T10:00:00.000Z', how: 'settings' },
    ];
    const writer = aMember().withCustomerNumber('400001').with({ consentHistory: old }).build();
    const breaker = aMember().withCustomerNumber('400002').with({ consentHistory: old }).build();
    const members = await withMembers(writer, breaker);
    const sms: ConsentEntry = {
      channel: 'sms',
      given: true,
      at: '2026-03-10T12:00:00.000Z',
      how: 'settings',
    };

    // Read with the record until moved.
    expect(await members.consentHistoryOf(writer)).toEqual([...old].reverse());
    await members.updateProfile(
      writer.customer_number,
      { communications: { ...writer.communications, sms: true } },
      [sms],
    );
    await members.lengthenBreak(breaker.customer_number, '2026-03-11T12:00:00.000Z');

    const moved = await members.findByCustomerNumber(writer.customer_number);
    const paused = await members.findByCustomerNumber(breaker.customer_number);
    expect(moved).not.toHaveProperty('consentHistory');
    expect(paused).not.toHaveProperty('consentHistory');
    expect(paused?.breakEndsAt).toBe('2026-03-11T12:00:00.000Z');
    expect(await members.consentHistoryOf(moved!)).toEqual([sms, ...[...old].reverse()]);
    expect(await members.consentHistoryOf(paused!)).toEqual([...old].reverse());
  });

  it('lengthens a break and never shortens it, of two calls at once too', async () => {
    const member = aMember().build();
    const members = await withMembers(member);
    const day = '2026-03-11T12:00:00.000Z';
    const week = '2026-03-17T12:00:00.000Z';

    const first = await members.lengthenBreak(member.customer_number, day);
    const shorter = await Promise.all([
      members.lengthenBreak(member.customer_number, week),
      members.lengthenBreak(member.customer_number, day),
    ]);

    expect(first).toEqual({ ...member, breakEndsAt: day });
    expect(shorter.map((answer) => answer?.breakEndsAt)).toContain(week);
    expect((await members.findByCustomerNumber(member.customer_number))?.breakEndsAt).toBe(week);
    expect(await members.lengthenBreak('999999', week)).toBeUndefined();
  });
}
