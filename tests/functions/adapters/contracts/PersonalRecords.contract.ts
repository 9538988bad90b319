import { expect, it } from 'vitest';
import {
  emptyMemoryState,
  type MemoryState,
} from '../../../../functions/src/adapters/memory/MemoryState';
import type { GamePlay } from '../../../../functions/src/ports/AppData';
import type { RsvpRecord } from '../../../../functions/src/ports/EventCalendar';
import type { NewSupportTicket, SupportTicket } from '../../../../functions/src/ports/SupportDesk';
import type {
  IssuedPass,
  PassRegistration,
} from '../../../../functions/src/ports/WalletRegistrations';
import { anEvent } from '../../builders';
import type { StatePortsFixture } from './StatePorts';

const aPlay = (
  userId: string,
  customerNumber: string,
  gameId: string,
  timestamp: string,
): GamePlay => ({ userId, customerNumber, gameId, timestamp, prizeName: 'Free drink', win: true });

const anRsvp = (eventId: string, customerNumber: string): RsvpRecord => ({
  eventId,
  customerNumber,
  homeCasinoName: 'The Metropolitan Mayfair',
  at: '2026-03-10T12:00:00.000Z',
});

const aTicket = (uid: string | undefined, email: string): NewSupportTicket => ({
  values: {
    name: 'Ada Lovelace',
    email,
    membershipNumber: '100104',
    topic: 'Account',
    message: 'I cannot see my points.',
  },
  uid,
  submittedAt: '2026-03-10T12:00:00.000Z',
});

const aPass = (uid: string, serialNumber: string, changes: Partial<IssuedPass> = {}) => ({
  tokenHash: `hash-of-${serialNumber}`,
  serialNumber,
  customerNumber: '100104',
  uid,
  issuedAt: '2026-03-10T12:00:00.000Z',
  revoked: false,
  ...changes,
});

const aDevice = (deviceLibraryIdentifier: string, serialNumber: string): PassRegistration => ({
  deviceLibraryIdentifier,
  serialNumber,
  pushToken: `push-${deviceLibraryIdentifier}`,
  registeredAt: '2026-03-10T12:05:00.000Z',
  tokenHash: `hash-of-${serialNumber}`,
});

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

export function personalRecordsContract(fixture: StatePortsFixture): void {
  it("reads every play of the membership, whichever login spun, and no other membership's", async () => {
    const { appData, personalRecords } = await fixture(emptyMemoryState());
    const ours = [
      aPlay('ada', '100104', 'spin', '2026-03-09T10:00:00.000Z'),
      aPlay('ada-old-login', '100104', 'spin', '2026-03-10T10:00:00.000Z'),
      aPlay('ada', '100104', 'wheel', '2026-03-10T11:00:00.000Z'),
    ];
    for (const play of ours) await appData.recordPlayOnce(play, play.timestamp.slice(0, 10));
    await appData.recordPlayOnce(
      aPlay('ada', '100105', 'spin', '2026-03-10T12:00:00.000Z'),
      '2026-03-10',
    );
    await appData.recordPlayOnce(
      aPlay('bob', '100106', 'spin', '2026-03-10T13:00:00.000Z'),
      '2026-03-10',
    );

    const plays = await personalRecords.playsOf('100104');

    expect(plays.sort(byKey((play) => play.timestamp))).toEqual(ours);
    expect(await personalRecords.playsOf('100199')).toEqual([]);
  });

  it("reads the membership's RSVPs across events, and no other member's", async () => {
    const state: MemoryState = emptyMemoryState();
    for (const event of [
      anEvent(6, { id: 'mayfair-poker' }),
      anEvent(6, { id: 'mayfair-quiz' }),
      anEvent(9, { id: 'manchester-poker' }),
    ]) {
      state.events[event.id] = event;
    }
    const { events, personalRecords } = await fixture(state);
    await events.recordRsvp(anRsvp('mayfair-poker', '100104'));
    await events.recordRsvp(anRsvp('manchester-poker', '100104'));
    await events.recordRsvp(anRsvp('mayfair-poker', '100105'));
    await events.recordRsvp(anRsvp('mayfair-quiz', '100105'));

    const rsvps = await personalRecords.rsvpsOf('100104');

    expect(rsvps.sort(byKey((rsvp) => rsvp.eventId))).toEqual([
      anRsvp('manchester-poker', '100104'),
      anRsvp('mayfair-poker', '100104'),
    ]);
    expect(await personalRecords.rsvpsOf('100199')).toEqual([]);
  });

  it('reads the tickets the login sent and those typed with its verified address, each once', async () => {
    const { supportDesk, personalRecords } = await fixture(emptyMemoryState());
    const sent = {
      signedInOwnAddress: aTicket('ada', 'ada@example.com'),
      signedOutOwnAddress: aTicket(undefined, 'ada@example.com'),
      signedInOtherAddress: aTicket('ada', 'ada.work@example.com'),
      someoneElsesLogin: aTicket('bob', 'bob@example.com'),
      someoneElsesAddress: aTicket(undefined, 'bob@example.com'),
    };
    const references: Partial<Record<keyof typeof sent, string>> = {};
    for (const [name, ticket] of Object.entries(sent)) {
      references[name as keyof typeof sent] = await supportDesk.submit(ticket, `request-${name}`);
    }
    const filed = (name: keyof typeof sent): SupportTicket => ({
      ...sent[name],
      ticketId: references[name]!,
    });
    const byReference = byKey((ticket: SupportTicket) => ticket.ticketId);

    const verified = await personalRecords.ticketsOf('ada', 'Ada@Example.com');
    const unverified = await personalRecords.ticketsOf('ada', undefined);

    expect(verified.sort(byReference)).toEqual([
      filed('signedInOwnAddress'),
      filed('signedOutOwnAddress'),
      filed('signedInOtherAddress'),
    ]);
    expect(unverified.sort(byReference)).toEqual([
      filed('signedInOwnAddress'),
      filed('signedInOtherAddress'),
    ]);
    expect((await personalRecords.ticketsOf('ada', '')).sort(byReference)).toEqual(unverified);
    for (const ticket of [...verified, ...unverified]) {
      expect(ticket).not.toHaveProperty('requestId');
    }
    expect(await personalRecords.ticketsOf('stranger', 'stranger@example.com')).toEqual([]);
    expect(await personalRecords.ticketsOf('stranger', undefined)).toEqual([]);
  });

  it('reads the passes issued to the login with how many devices keep each one current', async () => {
    const { walletPasses, personalRecords } = await fixture(emptyMemoryState());
    const onTwoDevices = aPass('ada', 'serial-a');
    const onNone = aPass('ada', 'serial-b', { issuedAt: '2026-03-11T12:00:00.000Z' });
    const revoked = aPass('ada', 'serial-c', { revoked: true });
    const bobs = aPass('bob', 'serial-d', { customerNumber: '100106' });
    for (const pass of [onTwoDevices, onNone, revoked, bobs]) await walletPasses.issuePass(pass);
    await walletPasses.register(aDevice('iphone', 'serial-a'), 10);
    await walletPasses.register(aDevice('watch', 'serial-a'), 10);
    await walletPasses.register(aDevice('iphone', 'serial-d'), 10);
    await walletPasses.register(aDevice('ipad', 'serial-d'), 10);
    await walletPasses.register(aDevice('bobs-phone', 'serial-d'), 10);

    const passes = await personalRecords.passesOf('ada');

    expect(passes.sort(byKey((pass) => pass.serialNumber))).toEqual([
      { ...onTwoDevices, devices: 2 },
      { ...onNone, devices: 0 },
      { ...revoked, devices: 0 },
    ]);
    expect(await personalRecords.passesOf('bob')).toEqual([{ ...bobs, devices: 3 }]);
    expect(await personalRecords.passesOf('stranger')).toEqual([]);
  });

  it('reads the mail kept for the address in any letter case, and no one else’s', async () => {
    const { mailer, personalRecords } = await fixture(emptyMemoryState());
    const before = new Date().toISOString();
    await mailer.send({ to: 'Ada@Example.com', subject: 'Welcome', text: 'Hello Ada.' });
    await mailer.send({ to: 'ada@example.com', subject: 'Your points', text: 'You have 120.' });
    await mailer.send({ to: 'bob@example.com', subject: 'Welcome', text: 'Hello Bob.' });
    await mailer.send({ to: 'adam@example.com', subject: 'Welcome', text: 'Hello Adam.' });
    const after = new Date().toISOString();

    const mails = await personalRecords.mailsTo('ADA@example.com');

    expect(mails.sort(byKey((mail) => mail.subject))).toEqual([
      { to: 'Ada@Example.com', subject: 'Welcome', text: 'Hello Ada.', sentAt: expect.any(String) },
      {
        to: 'ada@example.com',
        subject: 'Your points',
        text: 'You have 120.',
        sentAt: expect.any(String),
      },
    ]);
    for (const { sentAt } of mails) {
      expect(new Date(sentAt).toISOString()).toBe(sentAt);
      expect(sentAt >= before && sentAt <= after).toBe(true);
    }
    expect(await personalRecords.mailsTo('stranger@example.com')).toEqual([]);
  });

  it("keeps a mail's action link out of its text (DECISIONS.md: it could still work)", async () => {
    const { mailer, personalRecords } = await fixture(emptyMemoryState());
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Use the button to choose a new password.',
      link: 'https://rewards.example.com/reset?oobCode=live-code',
    });

    const [mail, ...others] = await personalRecords.mailsTo('ada@example.com');

    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Reset your password',
      text: 'Use the button to choose a new password.',
    });
    expect(JSON.stringify(mail)).not.toContain('live-code');
  });

  it("answers nothing for a stranger in a world holding another member's records", async () => {
    const state = emptyMemoryState();
    state.events['mayfair-poker'] = anEvent(6, { id: 'mayfair-poker' });
    const ports = await fixture(state);
    const { personalRecords } = ports;
    await ports.appData.recordPlayOnce(
      aPlay('ada', '100104', 'spin', '2026-03-10T10:00:00.000Z'),
      '2026-03-10',
    );
    await ports.events.recordRsvp(anRsvp('mayfair-poker', '100104'));
    await ports.supportDesk.submit(aTicket('ada', 'ada@example.com'), 'request-1');
    await ports.supportDesk.submit(aTicket(undefined, 'ada@example.com'), 'request-2');
    await ports.walletPasses.issuePass(aPass('ada', 'serial-a'));
    await ports.walletPasses.register(aDevice('iphone', 'serial-a'), 10);
    await ports.mailer.send({ to: 'ada@example.com', subject: 'Welcome', text: 'Hello Ada.' });

    expect(await personalRecords.playsOf('100199')).toEqual([]);
    expect(await personalRecords.rsvpsOf('100199')).toEqual([]);
    expect(await personalRecords.ticketsOf('stranger', 'stranger@example.com')).toEqual([]);
    expect(await personalRecords.ticketsOf('stranger', undefined)).toEqual([]);
    expect(await personalRecords.passesOf('stranger')).toEqual([]);
    expect(await personalRecords.mailsTo('stranger@example.com')).toEqual([]);
  });
}
