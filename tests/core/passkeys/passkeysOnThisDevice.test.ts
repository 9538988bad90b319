import { describe, expect, it } from 'vitest';
import {
  madeOnThisDevice,
  PASSKEYS_ON_THIS_DEVICE_KEY,
  PasskeysOnThisDevice,
} from '../../../src/core/passkeys/PasskeysOnThisDevice';
import { InMemoryKeyValueStore } from '../../doubles/InMemoryKeyValueStore';

describe('the passkeys this device is known to hold', () => {
  it('remembers each once, newest last, keeping the last 20', () => {
    const device = new InMemoryKeyValueStore();
    const here = new PasskeysOnThisDevice(device);

    for (let index = 0; index < 22; index += 1) here.remember(`cred-${index}`);
    here.remember('cred-5');

    const ids = here.ids();
    expect(ids).toHaveLength(20);
    expect(ids.at(-1)).toBe('cred-5');
    expect(ids.filter((id) => id === 'cred-5')).toHaveLength(1);
    expect(ids).not.toContain('cred-0');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"cred-1"}'],
  ])('reads a stored value that is %s as none', (_, stored) => {
    const device = new InMemoryKeyValueStore();
    device.set(PASSKEYS_ON_THIS_DEVICE_KEY, stored);

    expect(new PasskeysOnThisDevice(device).ids()).toEqual([]);
  });

  it.each([
    [{ authenticatorAttachment: 'platform' }, true],
    [{}, true],
    [{ authenticatorAttachment: 'cross-platform' }, false],
  ])('reads %o as made on this device: %s', (credential, expected) => {
    expect(madeOnThisDevice(credential)).toBe(expected);
  });
});
