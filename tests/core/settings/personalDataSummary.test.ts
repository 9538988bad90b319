import { describe, expect, it } from 'vitest';
import type { PersonalData } from '@met/scheme/contract';
import { myDataMessages } from '../../../src/core/settings/myDataMessages';
import {
  personalDataSummary,
  type SummarySection,
  type SummarySectionKey,
} from '../../../src/core/settings/personalDataSummary';
import { somePersonalData as someData } from '../../builders/somePersonalData';

// 27 November 2026, 00:30 in London (GMT).
const EXPORTED_AT = '2026-11-27T00:30:00.000Z';
const text = myDataMessages.summary;

type DeskScan = PersonalData['deskScans'][number];

function section(data: PersonalData, key: SummarySectionKey): SummarySection {
  const found = personalDataSummary(EXPORTED_AT, data).sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
}

/** A section's facts as 'term: detail' lines, the way a member reads them. */
const factsOf = (found: SummarySection) => found.facts.map((row) => `${row.term}: ${row.detail}`);
const rowsOf = (found: SummarySection) =>
  (found.list?.rows ?? []).map((row) => `${row.term}: ${row.detail}`);

/** `count` items, one a day back from 26th Nov 2026 at 8pm UTC, newest first. */
function daysBack<T>(count: number, item: (at: string, index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) =>
    item(new Date(Date.UTC(2026, 10, 26 - index, 20)).toISOString(), index),
  );
}

const aPlay = (at: string) => ({ gameId: 'wheel', at, prizeName: 'Free drink', win: true });
const anRsvp = (at: string) => ({ eventId: 'poker-night', homeCasinoName: 'Mayfair', at });
const aTicket = (at: string, index: number) => ({
  ticketId: `T-${index}`,
  submittedAt: at,
  topic: 'Account',
  name: 'Alex Morgan',
  email: 'alex@example.com',
  membershipNumber: '10012345',
  message: 'Hello',
});
const aRedemption = (at: string) => ({
  voucherId: 'dinner',
  title: 'Dinner for two',
  at,
  venueName: 'Mayfair',
});
const aPass = (at: string) => ({ serialNumber: 's', issuedAt: at, revoked: false, devices: 1 });
const aMail = (at: string) => ({ subject: 'Welcome', text: 'Hello', sentAt: at });
const aPasskey = (at: string) => ({ name: 'Phone', addedAt: at, lastUsedAt: null });
const aScan = (at: string): DeskScan => ({
  at,
  action: 'read',
  codeKind: 'card',
  outcome: 'card',
  venueId: 6,
  voucherId: null,
});

/** Each list section, the copy's list it reads and a copy holding `count` items of it. */
const LISTS: [SummarySectionKey, string, (count: number) => Partial<PersonalData>][] = [
  ['plays', 'play', (n) => ({ plays: daysBack(n, aPlay) })],
  ['events', 'event', (n) => ({ rsvps: daysBack(n, anRsvp) })],
  ['tickets', 'request', (n) => ({ tickets: daysBack(n, aTicket) })],
  ['redemptions', 'voucher', (n) => ({ redemptions: daysBack(n, aRedemption) })],
  ['deskScans', 'scan', (n) => ({ deskScans: daysBack(n, aScan) })],
  ['walletPasses', 'pass', (n) => ({ walletPasses: daysBack(n, aPass) })],
  ['mails', 'email', (n) => ({ mails: daysBack(n, aMail) })],
  ['passkeys', 'passkey', (n) => ({ passkeys: daysBack(n, aPasskey) })],
];

describe('personalDataSummary: the copy in sections a member reads', () => {
  it('says when the copy was made on the London clock, and that the file holds every detail', () => {
    const summary = personalDataSummary(EXPORTED_AT, someData());

    expect(summary.about).toBe(
      'Your copy of 27th Nov 2026 at 12:30am UK time, in short. The file holds every detail.',
    );
  });

  it('has its sections in order, each with its heading', () => {
    const summary = personalDataSummary(EXPORTED_AT, someData());

    expect(summary.sections.map((s) => s.heading)).toEqual([
      'Your membership',
      'Points',
      'Marketing',
      'Your login',
      'Passkeys',
      'Spin To Win plays',
      'Events',
      'Support requests',
      'Vouchers redeemed',
      'Desk scans',
      'Wallet passes',
      'Emails we hold',
    ]);
  });

  it.each(LISTS)('%s: an empty list says None and shows no rows', (key) => {
    const found = section(someData(), key);

    expect(found.list).toEqual({ count: 'None', rows: [], more: null });
  });

  it.each(LISTS)('%s: one item is counted in the singular', (key, noun, holding) => {
    const found = section(someData(holding(1)), key);

    expect(found.list?.count).toMatch(new RegExp(`^1 ${noun}(, the latest on 26th Nov 2026)?$`));
    expect(found.list?.rows).toHaveLength(1);
    expect(found.list?.more).toBeNull();
  });

  it.each(LISTS)('%s: five items show in full, with no more to find', (key, _noun, holding) => {
    const found = section(someData(holding(5)), key);

    expect(found.list?.rows).toHaveLength(5);
    expect(found.list?.more).toBeNull();
  });

  it.each(LISTS)(
    '%s: past five, shows the newest five and says how many more the file holds',
    (key, _noun, holding) => {
      const found = section(someData(holding(8)), key);

      expect(found.list?.count).toMatch(/^8 \w+/);
      expect(found.list?.rows).toHaveLength(5);
      expect(found.list?.rows[0]?.term).toMatch(/^26th Nov 2026|^Phone$/);
      expect(found.list?.more).toBe('and 3 more in the file');
    },
  );
});

describe('personalDataSummary: your membership', () => {
  it('says who, the number, the tier, the date of birth in UK words and when they joined', () => {
    const found = section(someData(), 'membership');

    expect(factsOf(found)).toEqual([
      'Name: Alex Morgan',
      'Membership number: 10012345',
      'Tier: King',
      'Date of birth: 17th Sep 1975',
      'Title: Mr',
      'Gender: Male',
      'Joined on: 1st May 2019',
      'Mobile: 07700900123',
      'Interests: Poker, Dining',
    ]);
  });

  it('leaves out a title, gender or mobile never given, and says None for no interests', () => {
    const data = someData();
    data.membership = { ...data.membership, title: '', gender: '' };
    data.member = { ...data.member, phone_mobile: '', interests: [] };

    const terms = factsOf(section(data, 'membership'));

    expect(terms.join('\n')).not.toMatch(/^(Title|Gender|Mobile):/m);
    expect(terms).toContain('Interests: None');
  });

  it('never shows the home casino by its number', () => {
    const data = someData();
    data.member = { ...data.member, home_casino: 987 };

    expect(JSON.stringify(section(data, 'membership'))).not.toContain('987');
  });

  it.each([
    [
      'on a break now, with its end on the London clock',
      { breakEndsAt: '2026-12-01T18:00:00.000Z' },
      { lastBreakEndsAt: '2026-12-01T18:00:00.000Z' },
      'On a break until: 1st Dec 2026, 6:00pm',
    ],
    [
      'a break that has ended',
      { breakEndsAt: null },
      { lastBreakEndsAt: '2026-06-30T23:30:00.000Z' },
      'Last break ended on: 1st Jul 2026',
    ],
  ])('says the break: %s', (_, member, membership, line) => {
    const data = someData();
    data.member = { ...data.member, ...member };
    data.membership = { ...data.membership, ...membership };

    expect(factsOf(section(data, 'membership'))).toContain(line);
  });

  it('says nothing of a break for a member who never took one', () => {
    expect(factsOf(section(someData(), 'membership')).join('\n')).not.toMatch(/break/i);
  });
});

describe('personalDataSummary: points', () => {
  it('gives the balances, then the latest three changes signed, then how many more', () => {
    const movements = daysBack(5, (at, index) => ({
      at,
      kind: 'visit' as const,
      points: index % 2 === 0 ? 1_500 : -600,
      description: `Visit ${index + 1}`,
    }));

    const found = section(someData({ pointsActivity: movements }), 'points');

    expect(factsOf(found)).toEqual([
      'Loyalty points: 1,250',
      'Loyalty points expire on: 6th Apr 2027',
      'Reward points: 36,000',
      'Tier points: 12,500',
    ]);
    expect(found.list?.count).toBe('5 changes to your points, the latest on 26th Nov 2026');
    expect(rowsOf(found)).toEqual([
      '26th Nov 2026: Visit 1: +1,500',
      '25th Nov 2026: Visit 2: −600',
      '24th Nov 2026: Visit 3: +1,500',
    ]);
    expect(found.list?.more).toBe('and 2 more in the file');
  });

  it('says no expiry date when there are no loyalty points to expire', () => {
    const data = someData();
    data.member = { ...data.member, loyalty_points: 0 };

    const facts = factsOf(section(data, 'points'));

    expect(facts).toContain('Loyalty points: 0');
    expect(facts.join('\n')).not.toContain('expire');
  });
});

describe('personalDataSummary: marketing and login', () => {
  it('says each channel on or off, the choice joined with, and how many changes', () => {
    const data = someData();
    data.member = {
      ...data.member,
      consentHistory: [
        { channel: 'email', given: true, at: '2026-10-02T09:00:00.000Z', how: 'settings' },
        { channel: 'sms', given: false, at: '2026-09-01T09:00:00.000Z', how: 'settings' },
      ],
    };
    data.membership = { ...data.membership, marketingOptIn: true };

    expect(factsOf(section(data, 'marketing'))).toEqual([
      'Email: On',
      'SMS: Off',
      'Phone: On',
      'Post: Off',
      'Agreed to marketing when you joined: Yes',
      'Changes to your choices: 2 changes, the latest on 2nd Oct 2026',
    ]);
  });

  it('says None when the choices never changed', () => {
    expect(factsOf(section(someData(), 'marketing'))).toContain('Changes to your choices: None');
  });

  it('says the login email, whether it is verified, the country by name and linked memberships', () => {
    const data = someData();
    data.profile = { ...data.profile, emailVerified: false, memberships: [] };

    expect(factsOf(section(data, 'login'))).toEqual([
      'Email: alex@example.com',
      'Email verified: No',
      'Country: United Kingdom',
      'Linked memberships: None',
    ]);
  });
});

describe('personalDataSummary: the lists, each row said plainly', () => {
  it('passkeys: the name, when added and when last used, or never used', () => {
    const data = someData({
      passkeys: [
        { name: 'Phone', addedAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null },
        {
          name: 'Laptop',
          addedAt: '2026-02-01T10:00:00.000Z',
          lastUsedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });

    const found = section(data, 'passkeys');

    expect(found.list?.count).toBe('2 passkeys');
    expect(rowsOf(found)).toEqual([
      'Phone: Added 1st Mar 2026, never used',
      'Laptop: Added 1st Feb 2026, last used 20th Nov 2026',
    ]);
  });

  it('plays: when on the London clock (summer time too), and the prize or no prize', () => {
    const data = someData({
      gameOptins: [{ gameId: 'wheel', optedInAt: '2026-05-01T09:00:00.000Z' }],
      plays: [
        { gameId: 'wheel', at: '2026-06-01T23:30:00.000Z', prizeName: 'Free drink', win: true },
        { gameId: 'wheel', at: '2026-05-31T12:00:00.000Z', prizeName: 'Try again', win: false },
      ],
    });

    const found = section(data, 'plays');

    expect(factsOf(found)).toEqual(['Games you opted in to: 1']);
    expect(found.list?.count).toBe('2 plays, the latest on 2nd Jun 2026');
    expect(rowsOf(found)).toEqual([
      '2nd Jun 2026, 12:30am: Won: Free drink',
      '31st May 2026, 1:00pm: No prize',
    ]);
  });

  it('plays: says None for games opted in to when there are none', () => {
    expect(factsOf(section(someData(), 'plays'))).toEqual(['Games you opted in to: None']);
  });

  it.each<[SummarySectionKey, Partial<PersonalData>, string]>([
    [
      'events',
      { rsvps: [anRsvp('2026-11-20T10:00:00.000Z')] },
      '20th Nov 2026: Said you are coming to an event at Mayfair',
    ],
    [
      'tickets',
      { tickets: [aTicket('2026-11-20T10:00:00.000Z', 7)] },
      '20th Nov 2026: Account (reference T-7)',
    ],
    [
      'redemptions',
      { redemptions: [aRedemption('2026-11-20T10:00:00.000Z')] },
      '20th Nov 2026: Dinner for two at Mayfair',
    ],
    ['mails', { mails: [aMail('2026-11-20T10:00:00.000Z')] }, '20th Nov 2026: Welcome'],
    [
      'walletPasses',
      {
        walletPasses: [
          { serialNumber: 's', issuedAt: '2026-11-20T10:00:00.000Z', revoked: false, devices: 2 },
        ],
      },
      '20th Nov 2026: Membership card pass, kept up to date on 2 devices',
    ],
    [
      'walletPasses',
      {
        walletPasses: [
          { serialNumber: 's', issuedAt: '2026-11-20T10:00:00.000Z', revoked: false, devices: 1 },
        ],
      },
      '20th Nov 2026: Membership card pass, kept up to date on 1 device',
    ],
    [
      'walletPasses',
      {
        walletPasses: [
          { serialNumber: 's', issuedAt: '2026-11-20T10:00:00.000Z', revoked: true, devices: 0 },
        ],
      },
      '20th Nov 2026: Membership card pass, removed',
    ],
  ])('%s: %s', (key, held, line) => {
    expect(rowsOf(section(someData(held), key))).toEqual([line]);
  });
});

describe('personalDataSummary: desk scans', () => {
  const at = '2026-11-26T21:04:00.000Z';

  it.each<[string, Partial<DeskScan>, string]>([
    [
      'the card shown',
      { codeKind: 'card', outcome: 'card' },
      'Your membership card: shown at the desk',
    ],
    [
      'a voucher checked',
      { codeKind: 'voucher', outcome: 'ready' },
      'A voucher: checked, ready to use',
    ],
    [
      'a voucher redeemed',
      { codeKind: 'voucher', action: 'redeem', outcome: 'redeemed' },
      'A voucher: redeemed',
    ],
    [
      'a redeemed voucher read again',
      { codeKind: 'voucher', action: 'read', outcome: 'redeemed' },
      'A voucher: already redeemed',
    ],
    [
      'a second redemption',
      { codeKind: 'voucher', action: 'redeem', outcome: 'already-exists' },
      'A voucher: already redeemed',
    ],
    [
      'a voucher refused',
      { codeKind: 'voucher', outcome: 'refused' },
      'A voucher: could not be used',
    ],
    [
      'an unknown code',
      { codeKind: 'unknown', outcome: 'not-found' },
      'A code the desk did not recognise: not found',
    ],
    [
      'a desk limit, unsaid',
      { codeKind: 'card', outcome: 'sequential-card-reads' },
      'Your membership card: not completed',
    ],
    [
      'any other refusal',
      { codeKind: 'voucher', outcome: 'permission-denied' },
      'A voucher: not completed',
    ],
  ])('%s', (_, scan, detail) => {
    const data = someData({ deskScans: [{ ...aScan(at), ...scan }] });

    expect(rowsOf(section(data, 'deskScans'))).toEqual([`26th Nov 2026, 9:04pm: ${detail}`]);
  });

  it('names a voucher the member redeemed by its title', () => {
    const data = someData({
      redemptions: [aRedemption(at)],
      deskScans: [
        {
          ...aScan(at),
          codeKind: 'voucher',
          action: 'redeem',
          outcome: 'redeemed',
          voucherId: 'dinner',
        },
      ],
    });

    expect(rowsOf(section(data, 'deskScans'))).toEqual([
      '26th Nov 2026, 9:04pm: Your voucher Dinner for two: redeemed',
    ]);
  });

  it('never says who at the desk scanned, even when the copy carries it', () => {
    const withStaff = {
      ...aScan(at),
      staffUid: 'staff-uid-42',
      staffEmail: 'desk@example.com',
      staffName: 'Dana Desk',
    };
    const data = someData({ deskScans: [withStaff as DeskScan] });

    const shown = JSON.stringify(personalDataSummary(EXPORTED_AT, data));

    for (const identity of ['staff-uid-42', 'desk@example.com', 'Dana Desk']) {
      expect(shown).not.toContain(identity);
    }
  });
});

describe('myDataMessages.summary', () => {
  it.each([
    [0, 'plays'],
    [1, 'play'],
    [2, 'plays'],
  ])('counts %i as "%s"', (count, noun) => {
    expect(text.count(count, 'play', 'plays')).toBe(`${count} ${noun}`);
  });
});
