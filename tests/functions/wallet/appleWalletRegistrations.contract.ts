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

  it('keeps at most the given number of devices per pass, replacing the oldest', async () => {
    const registrations = await fresh();
    for (const second of [3, 1, 2]) {
      await registrations.register(aRegistration(`d${second}`, 's1', second), 2);
    }

    expect((await registrations.pushTokensOf('s1')).sort()).toEqual(['push-d2', 'push-d3']);
  });
}
