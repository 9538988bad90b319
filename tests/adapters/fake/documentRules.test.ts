import { isOptInOpen } from '@met/scheme';
import type { Game } from '@met/scheme/contract';
import { OPT_IN_CLOCK_SKEW_MS } from '@met/scheme/documents';
import { describe, expect, it } from 'vitest';
import { isAllowedNewOptIn, isPausedForIncentives } from '../../../src/adapters/fake/documentRules';

const OPENS = new Date('2026-03-20T09:00:00.000Z');
const CLOSES = new Date('2026-03-31T21:00:00.000Z');
const WINDOW = { OptinStart: OPENS, OptinEnd: CLOSES };

const GAME: Game = {
  id: 'spring',
  name: 'Spin',
  description: '',
  OptinStart: OPENS.toISOString(),
  OptinEnd: CLOSES.toISOString(),
  GameStart: OPENS.toISOString(),
  GameEnd: CLOSES.toISOString(),
};

const MINUTE = 60 * 1000;

const at = (instant: Date, offsetMs = 0) => new Date(instant.getTime() + offsetMs);

const EDGES = [
  ['exactly at opening', at(OPENS), true],
  ['one millisecond before opening', at(OPENS, -1), false],
  ['one millisecond before closing', at(CLOSES, -1), true],
  ['exactly at closing', at(CLOSES), false],
] as const;

/** An instant a minute inside the window, on the side of `edge`. */
const insideNear = (edge: Date) =>
  Math.abs(edge.getTime() - OPENS.getTime()) < MINUTE ? at(OPENS, MINUTE) : at(CLOSES, -MINUTE);

describe("the fake world's firestore.rules: a new opt-in", () => {
  it.each(EDGES)(
    "agrees with the scheme's opt-in window when the server's clock and the stamp are %s",
    (_edge, instant, allowed) => {
      expect(isOptInOpen(WINDOW, instant)).toBe(allowed);
      expect(isAllowedNewOptIn(GAME, instant, instant)).toBe(allowed);
    },
  );

  it.each(EDGES)(
    "holds the server's clock to the window %s, the stamp inside it",
    (_edge, serverNow, allowed) => {
      expect(isAllowedNewOptIn(GAME, insideNear(serverNow), serverNow)).toBe(allowed);
    },
  );

  it.each(EDGES)(
    "holds the stamp to the window %s, the server's clock inside it",
    (_edge, stamp, allowed) => {
      expect(isAllowedNewOptIn(GAME, stamp, insideNear(stamp))).toBe(allowed);
    },
  );

  it('refuses a stamp as far from the server time as the clock allowance, and an unknown game', () => {
    const now = at(OPENS, 2 * OPT_IN_CLOCK_SKEW_MS);
    expect(isAllowedNewOptIn(GAME, at(now, 1 - OPT_IN_CLOCK_SKEW_MS), now)).toBe(true);
    expect(isAllowedNewOptIn(GAME, at(now, OPT_IN_CLOCK_SKEW_MS - 1), now)).toBe(true);
    expect(isAllowedNewOptIn(GAME, at(now, -OPT_IN_CLOCK_SKEW_MS), now)).toBe(false);
    expect(isAllowedNewOptIn(GAME, at(now, OPT_IN_CLOCK_SKEW_MS), now)).toBe(false);
    expect(isAllowedNewOptIn(undefined, now, now)).toBe(false);
  });
});

describe('firestore.rules: no new opt-in on a break or self-excluded', () => {
  const NOW = new Date('2026-03-25T12:00:00.000Z');

  it('refuses while a break is in force, up to its last millisecond', () => {
    expect(isPausedForIncentives({ breakEndsAt: '2026-03-26T12:00:00.000Z' }, NOW)).toBe(true);
    expect(isPausedForIncentives({ breakEndsAt: '2026-03-25T12:00:00.001Z' }, NOW)).toBe(true);
  });

  it('allows once the break has ended, or with no break', () => {
    expect(isPausedForIncentives({ breakEndsAt: NOW.toISOString() }, NOW)).toBe(false);
    expect(isPausedForIncentives({ breakEndsAt: null }, NOW)).toBe(false);
    expect(isPausedForIncentives({}, NOW)).toBe(false);
  });

  it('refuses a self-excluded membership, with or without a break', () => {
    expect(isPausedForIncentives({ selfExcluded: true }, NOW)).toBe(true);
    expect(isPausedForIncentives({ selfExcluded: true, breakEndsAt: null }, NOW)).toBe(true);
  });

  it('has nothing to pause for a login without a membership record', () => {
    expect(isPausedForIncentives(undefined, NOW)).toBe(false);
  });
});
