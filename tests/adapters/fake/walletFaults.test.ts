import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../functions/src/seed/demoMembers';
import { expectFunctionError } from '../../contracts/expectations';
import { fakeBackend } from './fakeBackendFixture';

const WALLET = 'wallet-getPassLinks';

/**
 * wallet-getPassLinks goes through the fake world's one door for callables, so the fault
 * injector (tests, the Demo panel) breaks it as it breaks the spec's 19.
 */
describe('fault injection: the wallet pass links', () => {
  it('fails the next ask only, counts every ask, and loses an answer on the way back', async () => {
    const { auth, callables, faults } = fakeBackend();
    await auth.signIn('king@example.com', DEMO_PASSWORD);
    const before = faults.calls(WALLET);

    faults.failNext(WALLET, 'internal', 'Planned outage');

    await expectFunctionError(callables.call(WALLET, {}), 'internal', 'Planned outage');
    expect(await callables.call(WALLET, {})).toMatchObject({ sample: true });
    faults.loseNextAnswer(WALLET);
    await expectFunctionError(callables.call(WALLET, {}), 'unavailable');
    expect(faults.calls(WALLET) - before).toBe(3);
  });

  it('fails every ask as "unavailable" while offline', async () => {
    const { auth, callables, faults } = fakeBackend();
    await auth.signIn('king@example.com', DEMO_PASSWORD);

    faults.setOffline(true);

    await expectFunctionError(callables.call(WALLET, {}), 'unavailable');
  });
});
