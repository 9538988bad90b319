import { describe, expect, it } from 'vitest';
import { ServerClock } from '../../../src/core/games/ServerClock';
import { LoadGames } from '../../../src/core/games/LoadGames';
import { aGame } from '../../builders/aGame';
import { aGamePlay } from '../../builders/aGamePlay';
import { aProfile } from '../../builders/aProfile';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryDocumentStore } from '../../doubles/InMemoryDocumentStore';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

describe('LoadGames', () => {
  const clock = new ServerClock(new FixedClock('2026-03-01T12:00:00Z'));
  const serverTime = '2026-03-01T12:00:00Z';

  it('builds one card per game with its opt-in, last play and status', async () => {
    const callables = new ScriptedCallables().answer('promotions-getGames', {
      success: true,
      serverTime,
      meta: [aGame().withId('spring').build(), aGame().withId('summer').build()],
    });
    const documents = new InMemoryDocumentStore()
      .withProfile(
        aProfile()
          .withOptIn('spring', '2026-02-05T10:00:00Z')
          .withOptIn('summer', '2026-02-06T10:00:00Z')
          .build(),
      )
      .withPlay(
        aGamePlay().forGame('spring').at('2026-03-01T09:00:00Z').won('Free Dessert').build(),
      );

    const cards = await new LoadGames(callables, documents, clock).execute('uid-alex');

    expect(cards.map((card) => [card.game.id, card.status.kind])).toEqual([
      ['spring', 'already-played-won'],
      ['summer', 'ready-to-play'],
    ]);
    expect(cards[0]?.lastPlay?.prizeName).toBe('Free Dessert');
    expect(cards[0]?.game.startsAt).toEqual(new Date('2026-02-15T00:00:00Z'));
    expect(cards[0]?.message).toContain('won a free dessert');
  });

  it('does not count an opt-in made before the game opened for opt-in (spec-decisions 8)', async () => {
    const callables = new ScriptedCallables().answer('promotions-getGames', {
      success: true,
      serverTime,
      meta: [aGame().build()],
    });
    const documents = new InMemoryDocumentStore().withProfile(
      aProfile().withOptIn('game-spring', '2026-01-10T10:00:00Z').build(),
    );

    const [card] = await new LoadGames(callables, documents, clock).execute('uid-alex');

    expect(card?.optIn).toBeNull();
    expect(card?.status.kind).toBe('can-opt-in');
  });

  it('reads a missing profile as no opt-ins', async () => {
    const callables = new ScriptedCallables().answer('promotions-getGames', {
      success: true,
      serverTime,
      meta: [aGame().build()],
    });

    const [card] = await new LoadGames(callables, new InMemoryDocumentStore(), clock).execute(
      'uid-x',
    );

    expect(card?.status.kind).toBe('can-opt-in');
  });
});
