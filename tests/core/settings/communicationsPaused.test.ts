import { describe, expect, it } from 'vitest';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { SessionStore } from '../../../src/core/session/SessionStore';
import { SettingsStore } from '../../../src/core/settings/SettingsStore';
import { aMember } from '../../builders/aMember';
import { arrangeSignedInWorld, settle } from '../arrangeSignedInWorld';

async function signedIn(member = aMember().build()) {
  const world = arrangeSignedInWorld({ member });
  world.auth.signedInAs(world.user);
  world.get(SessionStore).start();
  world.auth.initialise();
  await settle();
  return world;
}

describe('SettingsStore: communication preferences and a pause', () => {
  it('Stop all marketing confirms in its own words', async () => {
    const world = await signedIn();
    const stopped = aMember()
      .with({ communications: { email: false, sms: false, phone: false, post: false } })
      .build();
    world.callables.answer('members-updateProfile', { success: true, result: stopped });
    const settings = world.get(SettingsStore);
    settings.prefill();

    await settings.stopAllMarketing();

    expect(world.get(NotificationsStore).toasts[0]?.message).toBe(
      'You will get no marketing from us. You can turn channels back on at any time.',
    );
  });

  it('a self-excluded member cannot turn a channel on, but can still stop all marketing', async () => {
    const world = await signedIn(aMember().selfExcluded().build());
    world.callables.answer('members-updateProfile', {
      success: true,
      result: aMember()
        .selfExcluded()
        .with({ communications: { email: false, sms: false, phone: false, post: false } })
        .build(),
    });
    const settings = world.get(SettingsStore);
    settings.prefill();

    settings.toggleChannel('sms');
    await settings.saveCommunications();
    expect(settings.channelsChangeable).toBe(false);
    expect(settings.communicationsForm.values.channels).toEqual(['email']);
    expect(world.callables.callsTo('members-updateProfile')).toEqual([]);

    await settings.stopAllMarketing();
    expect(world.callables.callsTo('members-updateProfile')).toEqual([
      { location: 'gb', crmId: 'crm-1001', values: { stopAllMarketing: true } },
    ]);
    expect(settings.communicationsForm.values.channels).toEqual([]);
  });

  it('a member on a break can still change the channels used once it ends', async () => {
    const world = await signedIn(aMember().onBreakUntil('2099-01-01T10:00:00.000Z').build());
    const settings = world.get(SettingsStore);
    settings.prefill();

    settings.toggleChannel('post');

    expect(settings.channelsChangeable).toBe(true);
    expect(settings.communicationsForm.values.channels).toEqual(['email', 'post']);
  });
});
