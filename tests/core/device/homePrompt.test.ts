import { describe, expect, it } from 'vitest';
import {
  homePromptToShow,
  type HomePrompt,
  type WaitingPrompts,
} from '../../../src/core/device/homePrompt';

const none: WaitingPrompts = { passkey: false, 'usage-statistics': false, install: false };

const waiting = (...prompts: HomePrompt[]): WaitingPrompts =>
  Object.fromEntries(
    Object.keys(none).map((prompt) => [prompt, prompts.includes(prompt as HomePrompt)]),
  ) as unknown as WaitingPrompts;

describe('the one prompt home shows', () => {
  it.each<[string, WaitingPrompts, HomePrompt | null]>([
    ['none when nothing waits', none, null],
    ['the passkey offer alone', waiting('passkey'), 'passkey'],
    ['the usage question alone', waiting('usage-statistics'), 'usage-statistics'],
    ['the install hint alone', waiting('install'), 'install'],
    [
      'the passkey offer before the usage question',
      waiting('passkey', 'usage-statistics'),
      'passkey',
    ],
    ['the passkey offer before the install hint', waiting('passkey', 'install'), 'passkey'],
    [
      'the usage question before the install hint',
      waiting('usage-statistics', 'install'),
      'usage-statistics',
    ],
    [
      'the passkey offer when all three wait',
      waiting('passkey', 'usage-statistics', 'install'),
      'passkey',
    ],
  ])('%s', (_case, prompts, shown) => {
    expect(homePromptToShow(prompts)).toBe(shown);
  });

  it('moves on to the next one as each is dealt with', () => {
    const shown: (HomePrompt | null)[] = [];
    let prompts = waiting('passkey', 'usage-statistics', 'install');
    for (let turn = 0; turn < 4; turn += 1) {
      const prompt = homePromptToShow(prompts);
      shown.push(prompt);
      if (prompt !== null) prompts = { ...prompts, [prompt]: false };
    }
    expect(shown).toEqual(['passkey', 'usage-statistics', 'install', null]);
  });
});
