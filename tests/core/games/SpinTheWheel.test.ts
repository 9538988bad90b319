import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/core/kernel/DomainError';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { gameCard, type GameCard } from '../../../src/core/games/gameCards';
import { gameFromWire } from '../../../src/core/games/fromWire';
import { SpinTheWheel } from '../../../src/core/games/SpinTheWheel';
import { aGame } from '../../builders/aGame';
import { somePrizes } from '../../builders/somePrizes';
import { FixedClock } from '../../doubles/FixedClock';
import { RecordingAnalytics } from '../../doubles/RecordingAnalytics';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

const now = new Date('2026-03-01T12:00:00Z');

function readyCard(): GameCard {
  const game = gameFromWire(aGame().build());
  return gameCard(
    game,
    [{ gameId: game.id, timestamp: new Date('2026-02-05T00:00:00Z') }],
    null,
    now,
  );
}

function arrange(callables: ScriptedCallables) {
  const analytics = new RecordingAnalytics();
  return { analytics, spin: new SpinTheWheel(callables, analytics, new FixedClock(now)) };
}

describe('SpinTheWheel', () => {
  it('lands on the prize at the returned index and records the play on the card', async () => {
    const callables = new ScriptedCallables().answer('promotions-spinTheWheel', {
      success: true,
      prize: 2,
    });
    const { spin, analytics } = arrange(callables);

    const outcome = await spin.execute('gb', readyCard(), somePrizes());

    expect(callables.callsTo('promotions-spinTheWheel')).toEqual([
      { location: 'gb', gameId: 'game-spring' },
    ]);
    expect(outcome).toMatchObject({
      kind: 'spun',
      prizeIndex: 2,
      prize: { name: 'Free Dessert', win: true },
    });
    if (outcome.kind === 'spun') expect(outcome.card.status.kind).toBe('already-played-won');
    expect(analytics.events).toEqual([{ type: 'spin wheel', gameId: 'game-spring', win: true }]);
  });

  it.each([
    ['a fraction', 1.5],
    ['a negative index', -1],
    ['an index past the last segment', 4],
    ['not a number at all', Number.NaN],
  ])('answers "unable to parse the result" for %s (spec-decisions 9)', async (_case, prize) => {
    const callables = new ScriptedCallables().answer('promotions-spinTheWheel', {
      success: true,
      prize,
    });
    const { spin, analytics } = arrange(callables);

    await expect(spin.execute('gb', readyCard(), somePrizes())).rejects.toEqual(
      new DomainError('parseResult'),
    );
    expect(analytics.events).toEqual([]);
  });

  it.each([
    ['a numeric string', { success: true, prize: '2' }],
    ['no prize field', { success: true }],
  ])('answers "unable to parse the result" when the boundary refuses %s', async (_case, raw) => {
    const callables = new ScriptedCallables().answerRaw('promotions-spinTheWheel', raw);
    const { spin } = arrange(callables);

    await expect(spin.execute('gb', readyCard(), somePrizes())).rejects.toEqual(
      new DomainError('parseResult'),
    );
  });

  it('sends nothing when the card is not ready to play (already played today)', async () => {
    const callables = new ScriptedCallables();
    const { spin } = arrange(callables);
    const game = gameFromWire(aGame().build());
    const played = gameCard(
      game,
      [{ gameId: game.id, timestamp: new Date('2026-02-05T00:00:00Z') }],
      { timestamp: new Date('2026-03-01T08:00:00Z'), prizeName: 'No prize', win: false },
      now,
    );

    const outcome = await spin.execute('gb', played, somePrizes());

    expect(outcome.kind).toBe('refused');
    expect(callables.calls).toEqual([]);
  });

  it('passes function errors on for the shared error handling', async () => {
    const failure = new FunctionError('resource-exhausted', 'slow down');
    const { spin } = arrange(new ScriptedCallables().fail('promotions-spinTheWheel', failure));

    await expect(spin.execute('gb', readyCard(), somePrizes())).rejects.toBe(failure);
  });
});
