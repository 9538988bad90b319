import { describe, expect, it } from 'vitest';
import { PLAYED_TODAY_DETAILS } from '@met/scheme';
import { FunctionError } from '../../../src/core/kernel/FunctionError';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { DialogStore } from '../../../src/core/kernel/DialogStore';
import { GamesStore } from '../../../src/core/games/GamesStore';
import { MemberStore } from '../../../src/core/member/MemberStore';
import { aGame } from '../../builders/aGame';
import { aProfile } from '../../builders/aProfile';
import { somePrizes } from '../../builders/somePrizes';
import { coreWithDoubles } from '../../doubles/coreWithDoubles';

// spec-decisions 6: one spin per membership. A login made again after the member deleted the one
// that spun today finds no play of its own, yet the server refuses: the member is told why.
describe('GamesStore when the membership has spun today from another login', () => {
  it('says the membership has had its spin, not "too many failed attempts"', async () => {
    const profile = aProfile().withOptIn('game-spring', '2026-02-05T10:00:00Z').build();
    const core = coreWithDoubles();
    core.documents.withProfile(profile);
    core.callables
      .answer('promotions-getGames', {
        success: true,
        meta: [aGame().build()],
        serverTime: '2026-03-01T12:00:00Z',
      })
      .answer('promotions-spinToWinPrizes', { success: true, prizes: somePrizes() })
      .fail(
        'promotions-spinTheWheel',
        new FunctionError('resource-exhausted', 'You have already played today', {
          ...PLAYED_TODAY_DETAILS,
        }),
      );
    core.get(MemberStore).setProfile(profile);
    const games = core.get(GamesStore);
    await games.load();

    await games.spin('game-spring');

    expect(core.get(DialogStore).current?.message).toBe(gamesMessages.membershipPlayedToday);
    expect(games.resultFor('game-spring')).toBeNull();
    expect(games.isSpinning).toBe(false);
  });
});
