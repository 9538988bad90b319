import { describe, expect, it, vi } from 'vitest';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { messages } from '../../../src/core/kernel/messages';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { NotificationsStore } from '../../../src/core/kernel/NotificationsStore';
import { aGame } from '../../builders/aGame';
import { aProfile } from '../../builders/aProfile';
import { somePrizes } from '../../builders/somePrizes';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';
import { settle } from '../arrangeSignedInWorld';

async function gamesFor(
  profile = aProfile().withOptIn('game-spring', '2026-02-05T10:00:00Z').build(),
) {
  const core = coreWithDoubles();
  core.documents.withProfile(profile);
  core.callables
    .answer('promotions-getGames', {
      success: true,
      meta: [aGame().build()],
      serverTime: '2026-03-01T12:00:00Z',
    })
    .answer('promotions-spinToWinPrizes', { success: true, prizes: somePrizes() });
  core.get(MemberStore).setProfile(profile);
  const games = core.get(GamesStore);
  await games.load();
  return { ...core, games };
}

describe('GamesStore', () => {
  it('shows each game with its status from the domain', async () => {
    const { games } = await gamesFor();

    expect(games.status).toBe('ready');
    expect(games.cardById('game-spring')?.status.kind).toBe('ready-to-play');
  });

  it('sends one spin request when the button is tapped twice while spinning', async () => {
    const { games, callables } = await gamesFor();
    await games.loadPrizes('game-spring');
    const held = callables.hold('promotions-spinTheWheel');

    const first = games.spin('game-spring');
    const second = games.spin('game-spring');
    const spinningMeanwhile = games.isSpinning;
    held.resolve({ success: true, prize: 0 });
    await Promise.all([first, second]);

    expect(spinningMeanwhile).toBe(true);
    expect(callables.callsTo('promotions-spinTheWheel')).toHaveLength(1);
    expect(games.isSpinning).toBe(false);
    expect(games.resultFor('game-spring')).toEqual({ prizeIndex: 0, prize: somePrizes()[0] });
    expect(games.cardById('game-spring')?.status.kind).toBe('already-played-won');
  });

  it('loads the prizes first when spinning before the wheel was shown', async () => {
    const { games, callables } = await gamesFor();
    callables.answer('promotions-spinTheWheel', { success: true, prize: 1 });

    await games.spin('game-spring');

    expect(callables.calls.map((call) => call.name)).toEqual([
      'promotions-getGames',
      'promotions-spinToWinPrizes',
      'promotions-spinTheWheel',
    ]);
    expect(games.resultFor('game-spring')?.prize.win).toBe(false);
  });

  it('shows "unable to parse the result" and no prize for an index outside the wheel', async () => {
    const { games, callables, get } = await gamesFor();
    callables.answer('promotions-spinTheWheel', { success: true, prize: 7 });

    await games.spin('game-spring');

    expect(get(DialogStore).current?.message).toBe(messages.errors.parseResult);
    expect(games.resultFor('game-spring')).toBeNull();
  });

  it('refuses a second opt-in with the domain message, writing nothing', async () => {
    const profile = aProfile().withOptIn('game-spring', '2026-02-05T10:00:00Z').build();
    const { games, documents, get } = await gamesFor(profile);

    await games.optIn('game-spring');

    expect(get(DialogStore).current?.message).toBe(gamesMessages.alreadyOptedInPlayNow);
    expect(documents.profiles.get('uid-alex')?.gameOptin).toHaveLength(1);
  });

  it('opts in, updates the card and confirms with a toast', async () => {
    const { games, documents, analytics, get } = await gamesFor(aProfile().build());

    await games.optIn('game-spring');

    expect(games.cardById('game-spring')?.status.kind).toBe('ready-to-play');
    expect(documents.profiles.get('uid-alex')?.gameOptin.map((entry) => entry.gameId)).toEqual([
      'game-spring',
    ]);
    expect(analytics.events.map((event) => event.type)).toEqual(['optin']);
    expect(get(NotificationsStore).toasts[0]?.message).toBe(gamesMessages.optedIn);
  });

  it('reports a failed game load as "unable to get game data" for an unreadable answer', async () => {
    const core = coreWithDoubles();
    core.get(MemberStore).setProfile(aProfile().build());
    core.callables.answerRaw('promotions-getGames', { success: true, meta: 'nope' });

    await core.get(GamesStore).load();
    await settle();

    expect(core.get(GamesStore).status).toBe('error');
    expect(core.get(DialogStore).current?.message).toBe(messages.errors.gameData);
  });

  it('reports a failed prize feed and sends no spin', async () => {
    const { games, callables, get } = await gamesFor();
    const failure = new FunctionError('internal', 'boom');
    callables.fail('promotions-spinToWinPrizes', failure);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await games.spin('game-spring');

    expect(callables.callsTo('promotions-spinTheWheel')).toEqual([]);
    expect(games.prizesFor('game-spring').status).toBe('error');
    const dialog = get(DialogStore).current;
    const reference = dialog?.kind === 'problem' ? dialog.reference : null;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);
    expect(log).toHaveBeenCalledWith(`Error reference ${reference}`, failure);
    log.mockRestore();
  });
});
