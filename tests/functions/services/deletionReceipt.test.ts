import { describe, expect, it } from 'vitest';
import { DELETION_REFERENCE_PATTERN } from '@met/scheme';
import { DELETION_RECEIPT_SUBJECT } from '../../../functions/src/domain/deletionReceipt';
import { aWorld, signedOut } from '../world';

describe('users-prepareDeletion and the deletion receipt', () => {
  it('makes a DEL- reference for the caller’s login, the same on every try until the deletion', async () => {
    const world = aWorld();
    const ada = await world.login('ada@example.com');
    const bob = await world.login('bob@example.com');

    const first = await world.call('users-prepareDeletion', {}, ada.ctx);
    const again = await world.call('users-prepareDeletion', {}, ada.ctx);
    const bobs = await world.call('users-prepareDeletion', {}, bob.ctx);

    expect(first.reference).toMatch(DELETION_REFERENCE_PATTERN);
    expect(again.reference).toBe(first.reference);
    expect(bobs.reference).not.toBe(first.reference);
  });

  it('mails the receipt with that reference once the login is deleted, after its kept mail is forgotten', async () => {
    const world = aWorld();
    const ada = await world.login('ada@example.com');
    await world.backend.deps.mailer.send({ to: 'ada@example.com', subject: 'Reset', text: 'x' });
    const { reference } = await world.call('users-prepareDeletion', {}, ada.ctx);

    await world.backend.identity.deleteUser(ada.uid);

    const mails = world.outboxTo('ada@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([DELETION_RECEIPT_SUBJECT]);
    expect(mails[0]?.text).toContain(reference);
    expect(mails[0]?.text).toMatch(/keeps your membership record/);
    // Redemptions at the desk are the casino's record, so the receipt says they are kept too.
    expect(mails[0]?.text).toMatch(/the vouchers you redeemed at its desks/);
    expect(mails[0]?.text).toMatch(/5 years after the membership ends/);
    expect(world.state.deletionReceipts?.[ada.uid]).toMatchObject({
      reference,
      mailedAt: world.now.toISOString(),
    });
  });

  it('mails no second receipt when the deletion trigger runs again', async () => {
    const world = aWorld();
    const ada = await world.login('ada@example.com');
    await world.call('users-prepareDeletion', {}, ada.ctx);
    await world.backend.identity.deleteUser(ada.uid);
    const sent = world.state.outbox.map((mail) => mail.id);

    await world.backend.services.users.onIdentityDeleted({
      uid: ada.uid,
      email: 'ada@example.com',
      emailVerified: true,
    });

    // Nothing new was sent: every mail left is one sent before the second run.
    expect(sent.length).toBeGreaterThan(0);
    expect(world.state.outbox.every((mail) => sent.includes(mail.id))).toBe(true);
  });

  it('mails no receipt to an address the login never verified', async () => {
    const world = aWorld();
    const impostor = await world.login('ada@example.com', { verified: false });
    await world.call('users-prepareDeletion', {}, impostor.ctx);

    await world.backend.identity.deleteUser(impostor.uid);

    expect(world.outboxTo('ada@example.com')).toEqual([]);
  });

  it('refuses a signed-out caller and any field in the request', async () => {
    const world = aWorld();
    const ada = await world.login('ada@example.com');

    expect((await world.callError('users-prepareDeletion', {}, signedOut)).code).toBe(
      'unauthenticated',
    );
    expect((await world.callError('users-prepareDeletion', { uid: 'x' }, ada.ctx)).code).toBe(
      'invalid-argument',
    );
  });
});
