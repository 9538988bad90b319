import { describe, expect, it } from 'vitest';
import { DeviceStore } from '../../../src/core/device/DeviceStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';
import { aMember } from '../../builders/aMember';
import { aProfile } from '../../builders/aProfile';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

describe('MemberStore', () => {
  it.each([
    ['Jack', 9_000, 50, 'Queen'],
    ['King', 36_000, 50, 'King of Hearts'],
    ['Queen of Spades', 60_000, 100, 'King'],
    ['Ace', 1, 100, null],
  ] as const)(
    'shows a %s with %i points at %d%% towards %s',
    async (tier, points, progress, next) => {
      const core = coreWithDoubles();
      core.callables.answer('members-getMember', {
        success: true,
        result: aMember().withTier(tier).withRewardPoints(points).build(),
      });
      const member = core.get(MemberStore);
      member.setProfile(aProfile().withCountry('ie').build());

      await member.load();

      expect(member.tier).toBe(tier);
      expect(member.tierProgress).toBe(progress);
      expect(member.nextTier).toBe(next);
      expect(core.callables.callsTo('members-getMember')).toEqual([{ location: 'ie' }]);
    },
  );

  it('keeps no member data for a blocked member', async () => {
    const core = coreWithDoubles();
    core.callables.answer('members-getMember', {
      success: true,
      result: aMember().suspended().build(),
    });
    const member = core.get(MemberStore);

    const loaded = await member.load();

    expect(loaded.gate.kind).toBe('blocked');
    expect(member.member).toBeNull();
  });
});

describe('DeviceStore', () => {
  it('follows connectivity and the install prompt', async () => {
    const core = coreWithDoubles();
    core.platform.platformKind = 'android';
    const device = core.get(DeviceStore);

    device.start();
    core.connectivity.setOnline(false);
    core.installPrompt.setAvailable(true);

    expect(device).toMatchObject({
      online: false,
      platform: 'android',
      canInstall: true,
    });
    expect(await device.promptInstall()).toBe('accepted');
    expect(device.canInstall).toBe(false);
  });

  it('stops listening when stopped', () => {
    const core = coreWithDoubles();
    const device = core.get(DeviceStore);
    device.start();

    device.stop();
    core.connectivity.setOnline(false);

    expect(device.online).toBe(true);
    expect(core.connectivity.listenerCount).toBe(0);
  });
});

describe('NavigationStore', () => {
  /** Where the session's end sends whoever was at `location`, as `toSignIn(returnHere)` asks. */
  const signInFrom = (location: string, returnHere: boolean) => {
    const navigation = coreWithDoubles().get(NavigationStore);
    navigation.setLocation(location);
    navigation.toSignIn(returnHere);
    return navigation.pending;
  };

  it('sends a signed-out member to /login, back to the page needing sign-in', () => {
    expect(signInFrom('/events/e1', true)).toEqual({
      path: '/login?redirect=%2Fevents%2Fe1',
      replace: true,
    });
  });

  it('does not carry a public page as the redirect', () => {
    expect(signInFrom('/account/support', true)?.path).toBe('/login');
  });

  it('sends a member who signed out to /login, without the page they left', () => {
    expect(signInFrom('/events/e1', false)).toEqual({ path: '/login', replace: true });
  });

  it("keeps whoever signs out on the desk at the desk's own sign-in", () => {
    expect(signInFrom('/desk', false)).toEqual({ path: '/desk', replace: true });
    expect(signInFrom('/desk', true)).toEqual({ path: '/desk', replace: true });
  });

  it('keeps a newer request when an older one is reported handled', () => {
    const navigation = coreWithDoubles().get(NavigationStore);
    navigation.go('/a');
    const older = navigation.pending;
    navigation.go('/b');

    if (older) navigation.handled(older);

    expect(navigation.pending?.path).toBe('/b');
  });
});
