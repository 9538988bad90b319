/** What every WalletRegistrations adapter must do: the in-memory one and Firestore's. */
import { expect, it } from 'vitest';
import type { WalletRegistrations } from '../../../functions/src/ports/WalletRegistrations';

const at = (second: number) => new Date(Date.UTC(2026, 2, 10, 12, 0, second)).toISOString();
const aRegistration = (
  device: string,
  serial: string,
  second = 0,
  pushToken = `push-${device}`,
) => ({
  deviceLibraryIdentifier: device,
  serialNumber: serial,
  pushToken,
  registeredAt: at(second),
});

export function walletRegistrationsContract(fresh: () => Promise<WalletRegistrations>): void {
  it('registers a device once, then renews its push token', async () => {
    const registrations = await fresh();

    const first = await registrations.register(aRegistration('d1', 's1'), 10);
    const again = await registrations.register(aRegistration('d1', 's1', 1, 'push-new'), 10);

    expect([first, again]).toEqual(['created', 'existing']);
    expect(await registrations.pushTokensOf('s1')).toEqual(['push-new']);
  });

  it("lists a device's passes with their update tags, and forgets an unregistered one", async () => {
    const registrations = await fresh();
    await registrations.register(aRegistration('d1', 's1'), 10);
    await registrations.register(aRegistration('d1', 's2'), 10);
    await registrations.register(aRegistration('d2', 's1'), 10);
    await registrations.markUpdated('s2', '1773144000000');

    const removed = await registrations.unregister('d1', 's1');
    const removedAgain = await registrations.unregister('d1', 's1');

    expect([removed, removedAgain]).toEqual([true, false]);
    expect(await registrations.passesOfDevice('d1')).toEqual([
      { serialNumber: 's2', updateTag: '1773144000000' },
    ]);
    expect(await registrations.pushTokensOf('s1')).toEqual(['push-d2']);
  });

  it('keeps the newest update tag', async () => {
    const registrations = await fresh();

    await registrations.markUpdated('s1', '2000');
    await registrations.markUpdated('s1', '1000');

    expect(await registrations.updateTagOf('s1')).toBe('2000');
    expect(await registrations.updateTagOf('s9')).toBeUndefined();
  });

  // Was 'replacing the oldest': an 11th device is refused instead, so no flood evicts the
  // member's own devices (DECISIONS.md "Card and wallets: Apple Wallet: revocable passes").
  it('keeps at most the given number of devices per pass, refusing a new one beyond it', async () => {
    const registrations = await fresh();
    const outcomes = [];
    for (const second of [3, 1, 2]) {
      outcomes.push(await registrations.register(aRegistration(`d${second}`, 's1', second), 2));
    }
    const renewed = await registrations.register(aRegistration('d3', 's1', 4, 'push-again'), 2);
    const otherPass = await registrations.register(aRegistration('d2', 's2', 5), 2);

    expect(outcomes).toEqual(['created', 'created', 'full']);
    expect([renewed, otherPass]).toEqual(['existing', 'created']);
    expect((await registrations.pushTokensOf('s1')).sort()).toEqual(['push-again', 'push-d1']);
  });

  it('keeps issued passes by token hash, and revokes a login’s or a membership’s with their devices', async () => {
    const registrations = await fresh();
    const pass = (tokenHash: string, serialNumber: string, uid: string) => ({
      tokenHash,
      serialNumber,
      customerNumber: serialNumber,
      uid,
      issuedAt: at(0),
      revoked: false,
    });
    await registrations.issuePass(pass('h1', 's1', 'u1'));
    await registrations.issuePass(pass('h2', 's1', 'u1'));
    await registrations.issuePass(pass('h3', 's2', 'u2'));
    await registrations.issuePass(pass('h4', 's1', 'u3'));
    await registrations.register({ ...aRegistration('d1', 's1'), tokenHash: 'h1' }, 10);
    await registrations.register({ ...aRegistration('d4', 's1'), tokenHash: 'h4' }, 10);
    await registrations.register({ ...aRegistration('d3', 's2'), tokenHash: 'h3' }, 10);

    const ofLogin = await registrations.revokePasses({ uid: 'u1' });
    const ofLoginAgain = await registrations.revokePasses({ uid: 'u1' });

    expect([ofLogin, ofLoginAgain]).toEqual([2, 0]);
    expect(await registrations.issuedPass('h1')).toEqual({
      ...pass('h1', 's1', 'u1'),
      revoked: true,
    });
    expect(await registrations.issuedPass('h4')).toEqual(pass('h4', 's1', 'u3'));
    expect(await registrations.issuedPass('h9')).toBeUndefined();
    expect(await registrations.pushTokensOf('s1')).toEqual(['push-d4']);

    const ofMembership = await registrations.revokePasses({ serialNumber: 's1' });

    expect(ofMembership).toBe(1);
    expect((await registrations.issuedPass('h4'))?.revoked).toBe(true);
    expect(await registrations.pushTokensOf('s1')).toEqual([]);
    expect(await registrations.pushTokensOf('s2')).toEqual(['push-d3']);
    expect((await registrations.issuedPass('h3'))?.revoked).toBe(false);
  });

  it('lets a pass link ticket be used once', async () => {
    const registrations = await fresh();

    const first = await registrations.useLinkTicket('ticket-1', at(600));
    const second = await registrations.useLinkTicket('ticket-1', at(600));
    const other = await registrations.useLinkTicket('ticket-2', at(600));

    expect([first, second, other]).toEqual([true, false, true]);
  });

  it('admits log lines up to the day’s allowance, counted per day', async () => {
    const registrations = await fresh();
    const admit = (day: string, callerKey: string, wanted: number) =>
      registrations.admitLogLines({
        day,
        callerKey,
        wanted,
        maxPerCaller: 4,
        maxPerDay: 5,
        expiresAt: `${day}T23:59:59.000Z`,
      });

    const admitted = [
      await admit('2026-03-10', 'a', 3),
      await admit('2026-03-10', 'b', 3),
      await admit('2026-03-10', 'c', 1),
      await admit('2026-03-11', 'a', 4),
    ].map(({ admitted }) => admitted);

    expect(admitted).toEqual([3, 2, 0, 4]);
  });

  it("admits a caller's lines up to its allowance, and tells each first drop once", async () => {
    const registrations = await fresh();
    const admit = (callerKey: string, wanted: number) =>
      registrations.admitLogLines({
        day: '2026-03-10',
        callerKey,
        wanted,
        maxPerCaller: 4,
        maxPerDay: 7,
        expiresAt: '2026-03-11T00:00:00.000Z',
      });
    const none = { droppedByCaller: 0, droppedByDay: 0, firstDropByCaller: false };

    const answers = [
      await admit('a', 3),
      await admit('a', 3),
      await admit('a', 3),
      await admit('b', 2),
      await admit('c', 3),
      await admit('c', 1),
    ];

    expect(answers).toEqual([
      { admitted: 3, ...none, firstDropByDay: false },
      { admitted: 1, ...none, droppedByCaller: 2, firstDropByCaller: true, firstDropByDay: false },
      { admitted: 0, ...none, droppedByCaller: 3, firstDropByDay: false },
      { admitted: 2, ...none, firstDropByDay: false },
      { admitted: 1, ...none, droppedByDay: 2, firstDropByDay: true },
      { admitted: 0, ...none, droppedByDay: 1, firstDropByDay: false },
    ]);
  });
}
