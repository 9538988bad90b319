import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { gameFromWire } from '../../../src/core/games/fromWire';
import { OptInToGame } from '../../../src/core/games/OptInToGame';
import { aGame } from '../../builders/aGame';
import { aProfile } from '../../builders/aProfile';
import { FixedClock } from '../../doubles/FixedClock';
import { InMemoryDocumentStore } from '../../doubles/InMemoryDocumentStore';
import { RecordingAnalytics } from '../../doubles/RecordingAnalytics';

function arrange(profile = aProfile().withOptIn('other-game', '2026-02-20T08:00:00Z').build()) {
  const documents = new InMemoryDocumentStore().withProfile(profile);
  const analytics = new RecordingAnalytics();
  const clock = new FixedClock('2026-03-01T12:00:00Z');
  return { documents, analytics, optIn: new OptInToGame(documents, analytics, clock) };
}

describe('OptInToGame', () => {
  it('merges the opt-in into the profile, keeping the other entries, and tells analytics', async () => {
    const { documents, analytics, optIn } = arrange();
    const game = gameFromWire(aGame().build());

    const outcome = await optIn.execute('uid-alex', { game, lastPlay: null });

    expect(outcome.kind).toBe('opted-in');
    expect(documents.profiles.get('uid-alex')?.gameOptin).toEqual([
      { gameId: 'other-game', timestamp: new Date('2026-02-20T08:00:00Z') },
      { gameId: 'game-spring', timestamp: new Date('2026-03-01T12:00:00Z') },
    ]);
    expect(analytics.events).toEqual([{ type: 'optin', category: 'game', gameId: 'game-spring' }]);
    if (outcome.kind === 'opted-in') expect(outcome.card.status.kind).toBe('ready-to-play');
  });

  it('refuses a second opt-in before the game starts, asking to come back after the start date', async () => {
    const { documents, analytics, optIn } = arrange(
      aProfile().withOptIn('game-spring', '2026-02-10T08:00:00Z').build(),
    );
    const game = gameFromWire(
      aGame().withPlayWindow('2026-03-10T00:00:00Z', '2026-03-31T00:00:00Z').build(),
    );

    const outcome = await optIn.execute('uid-alex', { game, lastPlay: null });

    expect(outcome).toEqual({
      kind: 'refused',
      reason: 'already-opted-in',
      message: gamesMessages.alreadyOptedInComeBack('10th Mar 2026'),
    });
    expect(documents.profiles.get('uid-alex')?.gameOptin).toHaveLength(1);
    expect(analytics.events).toEqual([]);
  });

  it('accepts a new opt-in when the only earlier one belongs to a previous run', async () => {
    const { optIn } = arrange(aProfile().withOptIn('game-spring', '2026-01-02T08:00:00Z').build());

    const outcome = await optIn.execute('uid-alex', {
      game: gameFromWire(aGame().build()),
      lastPlay: null,
    });

    expect(outcome.kind).toBe('opted-in');
  });

  it('fails with "user profile not found" when users/{uid} is missing', async () => {
    const { optIn } = arrange();

    const attempt = optIn.execute('uid-nobody', {
      game: gameFromWire(aGame().build()),
      lastPlay: null,
    });

    await expect(attempt).rejects.toEqual(new DomainError('profileNotFound'));
  });
});
