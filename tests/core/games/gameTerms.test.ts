import { describe, expect, it } from 'vitest';
import { spinToWinOdds, spinToWinTerms } from '../../../src/core/games/gameTerms';
import { messages } from '../../../src/core/kernel/messages';
import { aGame, at } from './builders';

const text = messages.incentives.spinToWin;

describe('spinToWinTerms: the standard terms of every Spin To Win game (SR code 5.1.1)', () => {
  it('says who may play, one spin a day per membership, the result and the prizes', () => {
    const terms = spinToWinTerms(aGame().build());

    expect(terms).toContain(text.adultsOnly);
    expect(terms).toContain(text.oneSpinADay);
    expect(terms).toContain(text.result);
    expect(terms).toContain(text.prizes);
  });

  it("names the game's own opt-in and play days, each window's last day before its exclusive end", () => {
    // Opt-in 20 Mar 09:00 to 27 Mar 12:00; play from London midnight 25 Mar to London midnight
    // 2 Apr (BST), so 1 Apr is the last day to play.
    const terms = spinToWinTerms(aGame().build());

    expect(terms).toContain(
      text.when('20th Mar 2026', '27th Mar 2026', '25th Mar 2026', '1st Apr 2026'),
    );
  });

  it('reads an end given as the last millisecond of a London day as that day', () => {
    const terms = spinToWinTerms(
      aGame()
        .withOptIn('2026-06-01T08:00:00.000Z', '2026-06-10T22:59:59.999Z')
        .withPlay('2026-06-05T23:00:00.000Z', '2026-06-30T22:59:59.999Z')
        .build(),
    );

    expect(terms).toContain(
      text.when('1st Jun 2026', '10th Jun 2026', '6th Jun 2026', '30th Jun 2026'),
    );
  });

  it('uses the London calendar: 23:30 UTC in summer is the next day', () => {
    const game = { ...aGame().build(), optInOpensAt: at('2026-06-01T23:30:00.000Z') };

    expect(spinToWinTerms(game)[1]).toMatch(/^Opt in from 2nd Jun 2026 /);
  });
});

describe("spinToWinOdds: the wheel's odds as the server draws them", () => {
  it('gives each prize its chance, and the no-prize segments together, one row each in wheel order', () => {
    const lose = { name: 'Better luck next time', win: false };
    const odds = spinToWinOdds([
      { name: '£50 Free Play', win: true },
      lose,
      { name: 'Free drink', win: true },
      lose,
      { name: '£20 Free Play', win: true },
      lose,
    ]);

    expect(odds).toEqual([
      { outcome: '£50 Free Play', chance: '1 in 6' },
      { outcome: text.noPrize, chance: '1 in 2' },
      { outcome: 'Free drink', chance: '1 in 6' },
      { outcome: '£20 Free Play', chance: '1 in 6' },
    ]);
  });

  it('counts a prize on two segments twice, in lowest terms', () => {
    const odds = spinToWinOdds([
      { name: 'Free drink', win: true },
      { name: 'Free drink', win: true },
      { name: 'No luck', win: false },
      { name: '£5 Free Play', win: true },
    ]);

    expect(odds).toEqual([
      { outcome: 'Free drink', chance: '1 in 2' },
      { outcome: text.noPrize, chance: '1 in 4' },
      { outcome: '£5 Free Play', chance: '1 in 4' },
    ]);
  });

  it('shows no odds before the prizes have loaded', () => {
    expect(spinToWinOdds([])).toEqual([]);
  });
});
