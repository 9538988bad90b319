import { expect, it } from 'vitest';
import { emptyMemoryState } from '../../../../functions/src/adapters/memory/MemoryState';
import type { EngagementRecord } from '../../../../functions/src/ports/EngagementLog';
import type { StatePortsFixture } from './StatePorts';

/** A usage event as the service keeps it; `changes` make another. */
const anEvent = (
  changes: Partial<Pick<EngagementRecord, 'venueId' | 'londonDay' | 'at'>> = {},
): EngagementRecord => ({
  type: 'spin wheel',
  gameId: 'spin-spring-fortune',
  win: true,
  venueId: 6,
  londonDay: '2026-03-10',
  at: '2026-03-10T21:04:00.123Z',
  expiresAt: '2027-05-10T21:04:00.123Z',
  ...changes,
});

const byTime = (records: EngagementRecord[]) =>
  [...records].sort((a, b) => a.at.localeCompare(b.at));

export function engagementLogContract(fixture: StatePortsFixture): void {
  it('keeps each event as it was given, its instants to the millisecond', async () => {
    const { engagementLog } = await fixture(emptyMemoryState());
    const spin = anEvent();
    const optIn: EngagementRecord = {
      type: 'optin',
      category: 'event',
      eventId: 'poker-night',
      venueId: 12,
      londonDay: '2026-03-10',
      at: '2026-03-10T21:05:00.000Z',
      expiresAt: '2027-05-10T21:05:00.000Z',
    };

    await engagementLog.append(spin);
    await engagementLog.append(optIn);

    expect(byTime(await engagementLog.onDay('2026-03-10'))).toEqual([spin, optIn]);
  });

  it('keeps two identical events as two (its ids are its own, never made from the event)', async () => {
    const { engagementLog } = await fixture(emptyMemoryState());

    await Promise.all([engagementLog.append(anEvent()), engagementLog.append(anEvent())]);

    expect(await engagementLog.onDay('2026-03-10')).toEqual([anEvent(), anEvent()]);
  });

  it('answers one London day’s events only, and none for a day without any', async () => {
    const { engagementLog } = await fixture(emptyMemoryState());
    const before = anEvent({ londonDay: '2026-03-09', at: '2026-03-09T23:59:59.999Z' });
    const on = anEvent();
    await engagementLog.append(before);
    await engagementLog.append(on);

    expect(await engagementLog.onDay('2026-03-10')).toEqual([on]);
    expect(await engagementLog.onDay('2026-03-09')).toEqual([before]);
    expect(await engagementLog.onDay('2026-03-11')).toEqual([]);
  });

  it('hands out copies: changing an answer changes nothing kept', async () => {
    const { engagementLog } = await fixture(emptyMemoryState());
    const event = anEvent();
    await engagementLog.append(event);
    event.venueId = 99;

    const [first] = await engagementLog.onDay('2026-03-10');
    if (first) first.venueId = 42;

    expect(await engagementLog.onDay('2026-03-10')).toEqual([anEvent()]);
  });
}
