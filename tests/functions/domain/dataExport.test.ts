import { describe, expect, it } from 'vitest';
import type { PersonalData } from '@met/scheme/contract';
import { MEMBER_RECORD_IN_THE_COPY } from '../../../functions/src/domain/dataExport';
import type { DeskAuditEntry } from '../../../functions/src/ports/DeskAudit';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import type { StoredPasskey } from '../../../functions/src/ports/Passkeys';
import { aMember, aVenue } from '../builders';
import { aWorld } from '../world';

// Tuesday 10 March 2026, 12:00 in London (GMT).
const NOW = '2026-03-10T12:00:00.000Z';

/** A record with every field the casino may hold set, optional ones too. */
const everyField: Required<MemberRecord> = {
  ...aMember().withCustomerNumber('10030001').withEmail('ada@example.com').build(),
  breakEndsAt: '2026-02-01T12:00:00.000Z',
  selfExcluded: false,
  consentHistory: [
    { channel: 'email', given: true, at: '2025-01-01T10:00:00.000Z', how: 'registration' },
  ],
  pointsActivity: [
    { at: '2026-03-01T20:00:00.000Z', kind: 'visit', points: 120, description: 'Table games' },
    {
      at: '2026-03-05T21:00:00.000Z',
      kind: 'redemption',
      points: -50,
      description: 'Dinner for two',
    },
  ],
};

const valueAt = (copy: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], copy);

async function copyOf(
  member: MemberRecord,
  setUp: (state: ReturnType<typeof aWorld>['state'], uid: string) => void = () => {},
) {
  const world = aWorld(NOW).withVenue(aVenue(6));
  const login = await world.signedInMember(member);
  setUp(world.state, login.uid);
  const answer = await world.call('members-downloadMyData', {}, login.ctx);
  return answer.data as PersonalData;
}

describe("the copy of my data holds every field of the member's record", () => {
  it.each(Object.entries(MEMBER_RECORD_IN_THE_COPY))(
    'the record’s %s is in the copy at %s',
    async (field, path) => {
      const data = await copyOf(everyField);

      const held = everyField[field as keyof MemberRecord];
      const carried = valueAt(data, path);
      if (Array.isArray(held)) {
        // Lists come newest first, and consent history merged with the days kept apart.
        expect(carried).toEqual(expect.arrayContaining(held as unknown[]));
      } else {
        expect(carried).toEqual(held);
      }
    },
  );

  it('says a member who never took a break has no last break, and lists no points activity', async () => {
    const data = await copyOf(aMember().build());

    expect(data.membership.lastBreakEndsAt).toBeNull();
    expect(data.pointsActivity).toEqual([]);
  });

  it('lists points activity newest first', async () => {
    const data = await copyOf(everyField);

    expect(data.pointsActivity.map((movement) => movement.at)).toEqual([
      '2026-03-05T21:00:00.000Z',
      '2026-03-01T20:00:00.000Z',
    ]);
  });
});

describe('the copy of my data: passkeys and the desk’s scans', () => {
  const ada = aMember().withCustomerNumber('10030002').withEmail('ada2@example.com').build();
  const scanOf = (customerNumber: string, at: string, changes: Partial<DeskAuditEntry> = {}) => ({
    at,
    action: 'read' as const,
    staffUid: 'desk-staff-uid',
    staffEmail: 'desk.manchester@example.com',
    venueId: 6,
    codeKind: 'card' as const,
    code: customerNumber,
    outcome: 'card',
    customerNumber,
    ...changes,
  });
  const passkeyOf = (uid: string, id: string, name: string): StoredPasskey => ({
    id,
    uid,
    publicKey: `public-key-${id}`,
    counter: 7,
    transports: ['internal'],
    name,
    createdAt: '2026-02-01T09:00:00.000Z',
    lastUsedAt: '2026-03-09T19:00:00.000Z',
  });

  async function adaWithRecords() {
    return copyOf(ada, (state, uid) => {
      state.deskAudit = [
        scanOf('10030002', '2026-03-09T20:00:00.000Z'),
        scanOf('10030002', '2026-03-09T20:01:00.000Z', {
          action: 'redeem',
          codeKind: 'voucher',
          code: 'still-valid-voucher-code',
          outcome: 'redeemed',
          voucherId: 'v-dinner',
        }),
        scanOf('10030099', '2026-03-09T20:02:00.000Z'),
      ];
      state.passkeys = {
        credentials: {
          'cred-ada': passkeyOf(uid, 'cred-ada', 'Ada’s iPhone'),
          'cred-other': passkeyOf('someone-else', 'cred-other', 'Another member’s phone'),
        },
        challenges: {},
      };
    });
  }

  it('lists the login’s passkeys by name, added and last used, and no one else’s', async () => {
    const data = await adaWithRecords();

    expect(data.passkeys).toEqual([
      {
        name: 'Ada’s iPhone',
        addedAt: '2026-02-01T09:00:00.000Z',
        lastUsedAt: '2026-03-09T19:00:00.000Z',
      },
    ]);
  });

  it('lists the desk’s scans of the membership newest first, without who scanned or the code', async () => {
    const data = await adaWithRecords();

    expect(data.deskScans).toEqual([
      {
        at: '2026-03-09T20:01:00.000Z',
        action: 'redeem',
        codeKind: 'voucher',
        outcome: 'redeemed',
        venueId: 6,
        voucherId: 'v-dinner',
      },
      {
        at: '2026-03-09T20:00:00.000Z',
        action: 'read',
        codeKind: 'card',
        outcome: 'card',
        venueId: 6,
        voucherId: null,
      },
    ]);
    const text = JSON.stringify(data);
    for (const left of [
      'desk-staff-uid',
      'desk.manchester@example.com',
      'still-valid-voucher-code',
      'public-key-cred-ada',
      '10030099',
    ]) {
      expect(text).not.toContain(left);
    }
  });
});
