import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { OffersStore } from '../../../src/core/offers/OffersStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

describe('ProblemReporter through a store', () => {
  it('signs out on "unauthenticated" and sends the member to /login with redirect back', async () => {
    const world = arrangeSignedInWorld();
    world.auth.signedInAs(world.user);
    world.get(SessionStore).start();
    world.auth.initialise();
    await settle();
    world.get(NavigationStore).setLocation('/offers?tab=mine');
    world.callables.fail(
      'vouchers-getAllVouchers',
      new FunctionError('unauthenticated', 'expired'),
    );

    await world.get(OffersStore).load();
    await settle();

    expect(world.get(NavigationStore).pending).toEqual({
      path: '/login?redirect=%2Foffers%3Ftab%3Dmine',
      replace: true,
    });
    expect(world.auth.current()).toBeNull();
    expect(world.get(SessionStore).isLoggedIn).toBe(false);
    expect(world.get(DialogStore).current?.message).toBe(messages.errors.notSignedIn);
  });

  it('offers "Try again" for network trouble, which loads again', async () => {
    const world = arrangeSignedInWorld();
    world.auth.signedInAs(world.user);
    world.get(SessionStore).start();
    world.auth.initialise();
    await settle();
    world.callables
      .failOnce('vouchers-getAllVouchers', new FunctionError('unavailable', 'offline'))
      .answer('vouchers-getAllVouchers', { records: [] });
    const offers = world.get(OffersStore);

    await offers.load();
    world.get(DialogStore).retry();
    await settle();

    expect(world.callables.callsTo('vouchers-getAllVouchers')).toHaveLength(2);
    expect(offers.status).toBe('ready');
  });
});
