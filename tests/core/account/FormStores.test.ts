import { describe, expect, it } from 'vitest';
import { SUPPORT_TICKET_KEY_PATTERN } from '@met/scheme';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { notices } from '../../../src/core/kernel/notices';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { SettingsStore } from '../../../src/core/settings/SettingsStore';
import { SupportStore } from '../../../src/core/support/SupportStore';
import { SessionContent } from '../../../src/core/session/SessionContent';
import { aMember } from '../../builders/aMember';
import { arrangeSignedInWorld, PASSWORD, settle } from '../arrangeSignedInWorld';
import { coreWithDoubles, type CoreWithDoubles } from '../../doubles/coreWithDoubles';
import type { MemberData } from '@met/scheme/contract';

/** The member's record is read again and the server answers `member`. */
async function fresherDetails(world: CoreWithDoubles, member: MemberData) {
  world.callables.answer('members-getMember', { success: true, result: member });
  await world.get(MemberStore).load();
}

async function initialisedWorld() {
  const world = arrangeSignedInWorld();
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  return world;
}

const TICKET = {
  name: 'Sam Reed',
  email: 'sam@example.com',
  membershipNumber: '',
  topic: 'Events',
  message: 'Can I bring a guest?',
};

describe('SupportStore', () => {
  it('keeps every typed value when the ticket fails to send', async () => {
    const core = coreWithDoubles();
    core.callables.fail('members-submitTicket', new FunctionError('unavailable', 'offline'));
    const support = core.get(SupportStore);
    support.form.fill(TICKET);

    await support.submit();

    expect(support.form.values).toEqual(TICKET);
    expect(support.form.submitting).toBe(false);
    expect(support.submittedTicketId).toBeNull();
    expect(core.get(DialogStore).current).toMatchObject({
      message: messages.errors.network,
      canRetry: false,
    });
  });

  it('forgets what was typed when the member signs out, so a shared phone shows nothing', () => {
    const core = coreWithDoubles();
    const support = core.get(SupportStore);
    support.form.fill(TICKET);

    core.get(SessionContent).clear();

    expect(support.form.values.name).toBe('');
    expect(support.form.values.message).toBe('');
  });

  it('uses the support message for a failure the codes do not cover', async () => {
    const core = coreWithDoubles();
    core.callables.answerRaw('members-submitTicket', { success: true });
    const support = core.get(SupportStore);
    support.form.fill(TICKET);

    await support.submit();

    expect(core.get(DialogStore).current?.message).toBe(messages.errors.supportTicket);
    expect(support.form.values).toEqual(TICKET);
  });

  it('marks the fields in red and sends nothing when the message is empty', async () => {
    const core = coreWithDoubles();
    const support = core.get(SupportStore);
    support.form.fill({ ...TICKET, message: '' });

    await support.submit();

    expect(support.form.errorFor('message')).toBe('Message is required');
    expect(support.form.summary).toBe(messages.validation.requiredInformation);
    expect(core.callables.calls).toEqual([]);
  });

  it('sends one key with every try of a ticket, and a new key with the next ticket', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-submitTicket', { success: true, ticketId: 'T-9' });
    core.callables.failOnce('members-submitTicket', new FunctionError('unavailable', 'offline'));
    const support = core.get(SupportStore);
    support.form.fill(TICKET);

    await support.submit();
    core.get(DialogStore).close();
    await support.submit();
    support.startAnother();
    support.form.fill(TICKET);
    await support.submit();

    const keys = core.callables.callsTo('members-submitTicket').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(SUPPORT_TICKET_KEY_PATTERN);
    expect(keys[1], 'the retry of the ticket').toBe(keys[0]);
    expect(keys[2], 'the next ticket').not.toBe(keys[0]);
    expect(keys[2]).toMatch(SUPPORT_TICKET_KEY_PATTERN);
  });

  it('says plainly that the ticket limit was reached, and keeps what was typed', async () => {
    const core = coreWithDoubles();
    core.callables.fail(
      'members-submitTicket',
      new FunctionError('resource-exhausted', 'Too many support requests'),
    );
    const support = core.get(SupportStore);
    support.form.fill(TICKET);

    await support.submit();

    expect(core.get(DialogStore).current?.message).toBe(messages.errors.supportTicketsLimited);
    expect(support.form.values).toEqual(TICKET);
  });

  it('sends the ticket, shows its id and empties the form', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-submitTicket', { success: true, ticketId: 'T-9' });
    const support = core.get(SupportStore);
    support.form.fill(TICKET);

    await support.submit();

    expect(support.submittedTicketId).toBe('T-9');
    expect(support.form.values.message).toBe('');
  });

  it('prefills name, email and membership number when signed in, keeping typed values', async () => {
    const world = await initialisedWorld();
    const support = world.get(SupportStore);
    support.form.set('email', 'typed@example.com');

    support.prefill();

    expect(support.form.values).toMatchObject({
      name: 'Alex Morgan',
      email: 'typed@example.com',
      membershipNumber: '10012345',
    });
  });
});

describe('SettingsStore', () => {
  it('saves interests, keeps the updated member and confirms', async () => {
    const world = await initialisedWorld();
    const updated = aMember()
      .with({ interests: ['Poker', 'Dining'] })
      .build();
    world.callables.answer('members-updateProfile', { success: true, result: updated });
    const settings = world.get(SettingsStore);
    settings.prefill();

    settings.toggleInterest('Dining');
    await settings.saveInterests();

    expect(world.callables.callsTo('members-updateProfile')).toEqual([
      { location: 'gb', crmId: 'crm-1001', values: { interests: ['Poker', 'Dining'] } },
    ]);
    expect(world.get(MemberStore).member?.interests).toEqual(['Poker', 'Dining']);
    expect(world.get(NotificationsStore).toasts[0]?.message).toBe(notices.detailsSaved);
  });

  it("keeps the member's choices when fresher details arrive, and fills the saved ones after a save", async () => {
    const world = await initialisedWorld();
    const settings = world.get(SettingsStore);
    settings.prefill();
    settings.toggleInterest('Sport');

    await fresherDetails(
      world,
      aMember()
        .with({ interests: ['Dining'] })
        .build(),
    );
    settings.refill();

    expect(settings.interestsForm.values.interests).toContain('Sport');
    world.callables.answer('members-updateProfile', {
      success: true,
      result: aMember()
        .with({ interests: ['Poker', 'Sport'] })
        .build(),
    });
    await settings.saveInterests();
    await fresherDetails(
      world,
      aMember()
        .with({ interests: ['Dining'] })
        .build(),
    );
    settings.refill();
    expect(settings.interestsForm.values.interests).toEqual(['Dining']);
  });

  it('keeps the chosen channels when saving fails', async () => {
    const world = await initialisedWorld();
    world.callables.fail(
      'members-updateProfile',
      new FunctionError('invalid-argument', 'Not allowed'),
    );
    const settings = world.get(SettingsStore);
    settings.prefill();

    settings.toggleChannel('sms');
    await settings.saveCommunications();

    expect(settings.communicationsForm.values.channels).toEqual(['email', 'sms']);
    expect(world.get(DialogStore).current?.message).toBe('Not allowed');
    expect(world.get(MemberStore).member?.communications.sms).toBe(false);
  });

  it('stops all marketing in one call, then shows every switch off and the history the server stamped', async () => {
    const world = await initialisedWorld();
    const stopped = aMember()
      .with({
        communications: { email: false, sms: false, phone: false, post: false },
        consentHistory: [
          { channel: 'email', given: false, at: '2026-11-26T21:40:00.000Z', how: 'stop-all' },
        ],
      })
      .build();
    world.callables.answer('members-updateProfile', { success: true, result: stopped });
    const settings = world.get(SettingsStore);
    settings.prefill();
    settings.toggleChannel('sms');

    await settings.stopAllMarketing();

    expect(world.callables.callsTo('members-updateProfile')).toEqual([
      { location: 'gb', crmId: 'crm-1001', values: { stopAllMarketing: true } },
    ]);
    expect(settings.communicationsForm.values.channels).toEqual([]);
    expect(world.get(MemberStore).member?.consentHistory).toEqual([
      { channel: 'email', given: false, at: new Date('2026-11-26T21:40:00.000Z'), how: 'stop-all' },
    ]);
  });

  it('keeps the switches as they were when stop all marketing fails', async () => {
    const world = await initialisedWorld();
    world.callables.fail('members-updateProfile', new FunctionError('unavailable', 'offline'));
    const settings = world.get(SettingsStore);
    settings.prefill();

    await settings.stopAllMarketing();

    expect(settings.communicationsForm.values.channels).toEqual(['email']);
    expect(world.get(MemberStore).member?.communications.email).toBe(true);
  });

  it("deletes the account with the password, ending the session and showing the receipt's page", async () => {
    const world = await initialisedWorld();
    world.callables.answer('users-prepareDeletion', { success: true, reference: 'DEL-7K2M9QXA' });
    const settings = world.get(SettingsStore);
    settings.deleteForm.fill({ password: PASSWORD, confirmed: true });

    await settings.deleteAccount();
    await settle();

    expect(world.auth.accounts.size).toBe(0);
    expect(world.get(SessionStore).isLoggedIn).toBe(false);
    expect(world.get(MemberStore).member).toBeNull();
    expect(world.get(NavigationStore).pending).toEqual({
      path: '/account/deleted?reference=DEL-7K2M9QXA',
      replace: true,
    });
    expect(world.get(NotificationsStore).toasts).toEqual([]);
  });

  it('deletes nothing when the server cannot make the receipt', async () => {
    const world = await initialisedWorld();
    world.callables.fail('users-prepareDeletion', new FunctionError('unavailable', ''));
    const settings = world.get(SettingsStore);
    settings.deleteForm.fill({ password: PASSWORD, confirmed: true });

    await settings.deleteAccount();

    expect(world.auth.accounts.size).toBe(1);
    expect(world.get(SessionStore).isLoggedIn).toBe(true);
    expect(settings.deleteForm.values).toEqual({ password: PASSWORD, confirmed: true });
  });

  it('keeps the member signed in and the form filled after a wrong password', async () => {
    const world = await initialisedWorld();
    world.callables.answer('users-prepareDeletion', { success: true, reference: 'DEL-7K2M9QXA' });
    const settings = world.get(SettingsStore);
    settings.deleteForm.fill({ password: 'guess', confirmed: true });

    await settings.deleteAccount();

    expect(world.get(SessionStore).isLoggedIn).toBe(true);
    expect(settings.deleteForm.values).toEqual({ password: 'guess', confirmed: true });
    expect(world.get(DialogStore).current?.message).toBe(messages.login.wrongPassword);
  });
});
