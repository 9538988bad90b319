import { describe, expect, it } from 'vitest';
import { OFFERS_VIEW_KEY } from '../../src/core/kernel/constants';
import { OffersLayout } from '../../src/core/offers/OffersLayout';
import { InMemoryKeyValueStore } from '../doubles/InMemoryKeyValueStore';

describe('OffersLayout', () => {
  it('shows cards until the member picks the list', () => {
    expect(new OffersLayout(new InMemoryKeyValueStore()).view).toBe('cards');
  });

  it('keeps the choice on the device for the next visit', () => {
    const device = new InMemoryKeyValueStore();

    new OffersLayout(device).choose('list');

    expect(device.get(OFFERS_VIEW_KEY)).toBe('list');
    expect(new OffersLayout(device).view).toBe('list');
  });

  it('back to cards is kept too', () => {
    const device = new InMemoryKeyValueStore({ [OFFERS_VIEW_KEY]: 'list' });

    new OffersLayout(device).choose('cards');

    expect(new OffersLayout(device).view).toBe('cards');
  });

  it.each(['', 'LIST', 'grid', '{"view":"list"}'])('reads %j as cards', (stored) => {
    const device = new InMemoryKeyValueStore({ [OFFERS_VIEW_KEY]: stored });

    expect(new OffersLayout(device).view).toBe('cards');
  });
});
