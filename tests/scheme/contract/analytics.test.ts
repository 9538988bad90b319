import { describe, expect, it } from 'vitest';
import {
  CALLABLE_NAMES,
  CallableError,
  NOT_AN_ENGAGEMENT_EVENT,
  parseRequest,
  parseResponse,
  SPEC_CALLABLE_NAMES,
} from '@met/scheme/contract';

/**
 * analytics-recordEngagement on the contract (DECISIONS.md "Analytics and session recording"):
 * the spec's two customer_engagement types, each with exactly the fields the app sends, and
 * nothing else: a field it does not have is refused, never stripped and stored.
 */

const refusal = (raw: unknown): CallableError => {
  try {
    parseRequest('analytics-recordEngagement', raw);
  } catch (error) {
    expect(error).toBeInstanceOf(CallableError);
    return error as CallableError;
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
};

const GAME_OPT_IN = { type: 'optin', category: 'game', gameId: 'spin-spring-fortune' };
const EVENT_OPT_IN = { type: 'optin', category: 'event', eventId: 'poker-night-mayfair' };
const SPIN = { type: 'spin wheel', gameId: 'spin-spring-fortune', win: false };

describe('analytics-recordEngagement on the contract', () => {
  it('is our extension, not one of the spec’s 19', () => {
    expect(CALLABLE_NAMES).toContain('analytics-recordEngagement');
    expect(SPEC_CALLABLE_NAMES).not.toContain('analytics-recordEngagement');
  });

  it.each([
    ['a game opt-in', GAME_OPT_IN],
    ['an event opt-in', EVENT_OPT_IN],
    ['a spin', SPIN],
    ['a winning spin', { ...SPIN, win: true }],
  ])('takes %s exactly as the app sends it', (_, event) => {
    expect(parseRequest('analytics-recordEngagement', event)).toEqual(event);
  });

  it.each([
    ['an unknown type', { ...GAME_OPT_IN, type: 'click' }],
    ['a type in other letters', { ...GAME_OPT_IN, type: 'OptIn' }],
    ['no type', { category: 'game', gameId: 'g' }],
    ['a type that is no text', { ...GAME_OPT_IN, type: ['optin'] }],
    ['a uid beside a game opt-in', { ...GAME_OPT_IN, uid: 'someone' }],
    ['a membership number beside a spin', { ...SPIN, customerNumber: '100104' }],
    ['an email beside an event opt-in', { ...EVENT_OPT_IN, email: 'king@example.com' }],
    ['a game opt-in naming an event', { ...GAME_OPT_IN, eventId: 'poker' }],
    ['an opt-in with no category', { type: 'optin', gameId: 'g' }],
    ['an opt-in of another category', { ...GAME_OPT_IN, category: 'offer' }],
    ['an event opt-in naming a game', { type: 'optin', category: 'event', gameId: 'g' }],
    ['a spin with a category', { ...SPIN, category: 'game' }],
    ['a spin without its outcome', { type: 'spin wheel', gameId: 'g' }],
    ['a spin whose outcome is text', { ...SPIN, win: 'true' }],
    ['a spin whose outcome is a number', { ...SPIN, win: 1 }],
    ['a game id that is a number', { ...GAME_OPT_IN, gameId: 42 }],
    ['a game id with a path', { ...GAME_OPT_IN, gameId: '../users/uid' }],
    ['a game id with spaces', { ...GAME_OPT_IN, gameId: ' spin ' }],
    ['a game id of 101 characters', { ...GAME_OPT_IN, gameId: `g${'x'.repeat(100)}` }],
    ['an event id with markup', { ...EVENT_OPT_IN, eventId: '<b>x</b>' }],
    ['nothing', {}],
    ['text', 'optin'],
    ['a list', [GAME_OPT_IN]],
  ])('refuses %s as invalid-argument, in words', (_, raw) => {
    const error = refusal(raw);

    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(NOT_AN_ENGAGEMENT_EVENT);
  });

  it('takes a game id of 100 characters', () => {
    const gameId = `g${'x'.repeat(99)}`;

    expect(parseRequest('analytics-recordEngagement', { ...GAME_OPT_IN, gameId })).toEqual({
      ...GAME_OPT_IN,
      gameId,
    });
  });

  it('answers success, and nothing else reaches the app', () => {
    expect(parseResponse('analytics-recordEngagement', { success: true, stored: 'x' })).toEqual({
      ok: true,
      value: { success: true },
    });
    expect(parseResponse('analytics-recordEngagement', { success: false }).ok).toBe(false);
  });
});
