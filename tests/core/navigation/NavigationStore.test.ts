import { describe, expect, it } from 'vitest';
import { NavigationStore } from '../../../src/core/navigation/NavigationStore';

describe('NavigationStore.holdAt', () => {
  it('leaves the verification page alone when it is already showing, keeping the link code', () => {
    const navigation = new NavigationStore();
    navigation.setLocation('/account/pending?mode=verifyEmail&oobCode=abc');

    navigation.holdAt('/account/pending');

    expect(navigation.pending).toBeNull();
  });

  it('sends the member to the page, replacing history, from anywhere else', () => {
    const navigation = new NavigationStore();
    navigation.setLocation('/offers');

    navigation.holdAt('/account/pending');

    expect(navigation.pending).toEqual({ path: '/account/pending', replace: true });
  });
});
