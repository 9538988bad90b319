import { describe, expect, it } from 'vitest';
import type { PersonalData } from '@met/scheme/contract';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { myDataMessages } from '../../../src/core/settings/myDataMessages';
import { MyDataStore } from '../../../src/core/settings/MyDataStore';
import {
  PERSONAL_DATA_SECTIONS,
  personalDataFile,
} from '../../../src/core/settings/personalDataFile';
import { aMember } from '../../builders/aMember';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

// 27 November 2026, 00:30 in London (GMT): the London date is the 27th.
const EXPORTED_AT = '2026-11-27T00:30:00.000Z';

function someData(): PersonalData {
  return {
    member: aMember().build(),
    profile: { email: 'king@example.com', emailVerified: true, country: 'gb', memberships: [] },
    gameOptins: [],
    plays: [{ gameId: 'wheel', at: '2026-11-26T20:00:00.000Z', prizeName: '50 points', win: true }],
    rsvps: [],
    tickets: [],
    walletPasses: [],
    mails: [],
    redemptions: [],
    membership: {
      dateOfBirth: '1970-01-01',
      title: 'Mr',
      gender: 'Male',
      joinedAt: '2019-05-01T10:00:00.000Z',
      marketingOptIn: false,
      lastBreakEndsAt: null,
    },
    pointsActivity: [],
    passkeys: [],
    deskScans: [],
  };
}

describe('personalDataFile: the file download my data saves', () => {
  it('is named for the membership number and the London date of the copy', () => {
    const data = someData();

    const file = personalDataFile(EXPORTED_AT, data);

    expect(file.fileName).toBe(`met-rewards-data-${data.member.customer_number}-2026-11-27.json`);
  });

  it('opens with a readable summary naming every section, then holds the sections as answered', () => {
    const data = someData();

    const file = personalDataFile(EXPORTED_AT, data);
    const parsed = JSON.parse(file.text) as Record<string, unknown>;

    expect(Object.keys(parsed)[0]).toBe('summary');
    expect(parsed.summary).toMatchObject({
      about: expect.stringContaining(`membership number ${data.member.customer_number}`),
      sections: PERSONAL_DATA_SECTIONS,
    });
    expect(Object.keys(PERSONAL_DATA_SECTIONS).sort()).toEqual(Object.keys(data).sort());
    expect(parsed).toMatchObject({
      exportedAt: EXPORTED_AT,
      plays: data.plays,
      member: data.member,
    });
  });
});

describe('personalDataFile: the vouchers redeemed at a desk', () => {
  it('lists each redemption as answered (voucher, title, when, where) and says what they are', () => {
    const redemption = {
      voucherId: 'two-for-one-dinner',
      title: 'Two-for-one dinner',
      at: '2026-11-26T21:04:00.000Z',
      venueName: 'The Metropolitan Mayfair',
    };
    const data = { ...someData(), redemptions: [redemption] };

    const parsed = JSON.parse(personalDataFile(EXPORTED_AT, data).text) as {
      summary: { sections: Record<string, string> };
      redemptions: unknown;
    };

    expect(parsed.redemptions).toEqual([redemption]);
    expect(parsed.summary.sections.redemptions).toContain('redeemed at a casino’s desk');
  });
});

describe("personalDataFile's summary, in the member's words", () => {
  it('says what each section holds in a sentence, and where to complain', () => {
    const file = personalDataFile(EXPORTED_AT, someData());
    const { summary } = JSON.parse(file.text) as {
      summary: { rights: string; sections: Record<string, string> };
    };

    for (const [section, words] of Object.entries(summary.sections)) {
      expect(words, section).toMatch(/^[A-Z].*\.$/);
      expect(words.split(' ').length, section).toBeGreaterThanOrEqual(6);
    }
    expect(summary.rights).toContain('correct anything here');
    expect(summary.rights).toContain('Information Commissioner’s Office (ico.org.uk)');
  });
});

describe('MyDataStore: download my data', () => {
  const answer = { success: true as const, exportedAt: EXPORTED_AT, data: someData() };

  it('answers the file and says it was saved', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-downloadMyData', answer);
    const store = core.get(MyDataStore);

    const file = await store.download();

    expect(file?.fileName).toMatch(/^met-rewards-data-\d+-2026-11-27\.json$/);
    expect(store.status).toEqual({ kind: 'saved', text: myDataMessages.saved(file!.fileName) });
    expect(store.preparing).toBe(false);
  });

  it('offline, asks nothing and says it needs a connection', async () => {
    const core = coreWithDoubles();
    core.connectivity.setOnline(false);
    const store = core.get(MyDataStore);

    const file = await store.download();

    expect(file).toBeNull();
    expect(core.callables.calls).toEqual([]);
    expect(store.status).toEqual({ kind: 'problem', text: myDataMessages.offline });
  });

  it('past the day’s copies, shows the server’s words on when to try again', async () => {
    const core = coreWithDoubles();
    const limit = 'You can download your data 3 times a day. Please try again tomorrow.';
    core.callables.fail('members-downloadMyData', new FunctionError('resource-exhausted', limit));
    const store = core.get(MyDataStore);

    expect(await store.download()).toBeNull();
    expect(store.status).toEqual({ kind: 'problem', text: limit });
  });

  it('shows what the copy holds, kept in memory only: nothing of it is written to the device', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-downloadMyData', answer);
    const store = core.get(MyDataStore);

    await store.download();

    expect(store.summary?.sections[0]?.facts).toContainEqual({
      term: 'Date of birth',
      detail: '1st Jan 1970',
    });
    const written = [...core.device.values.values()].join('\n');
    expect(written).not.toContain(answer.data.member.customer_number);
    expect(written).not.toContain('1970-01-01');
  });

  it('forgets the summary when the member leaves the page or signs out (clear)', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-downloadMyData', answer);
    const store = core.get(MyDataStore);
    await store.download();

    store.clear();

    expect(store.summary).toBeNull();
    expect(store.status).toBeNull();
  });

  it('keeps nothing of a copy answered after the member left the page', async () => {
    const core = coreWithDoubles();
    const held = core.callables.hold('members-downloadMyData');
    const store = core.get(MyDataStore);
    const downloading = store.download();

    store.clear();
    held.resolve(answer);
    await downloading;

    expect(store.summary).toBeNull();
    expect(store.status).toBeNull();
    expect(store.preparing).toBe(false);
  });

  it('drops the last summary while a new copy is prepared, and shows none when that fails', async () => {
    const core = coreWithDoubles();
    core.callables.answerOnce('members-downloadMyData', answer);
    core.callables.failOnce('members-downloadMyData', new FunctionError('internal', ''));
    const store = core.get(MyDataStore);
    await store.download();
    expect(store.summary).not.toBeNull();

    const again = store.download();
    expect(store.summary).toBeNull();
    await again;

    expect(store.summary).toBeNull();
    expect(store.status?.kind).toBe('problem');
  });

  it('any other failure says it was unable to download', async () => {
    const core = coreWithDoubles();
    core.callables.fail('members-downloadMyData', new FunctionError('internal', ''));
    const store = core.get(MyDataStore);

    await store.download();

    expect(store.status?.kind).toBe('problem');
    expect(store.status?.text).toMatch(/went wrong|Unable to download/);
  });
});
