import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/core/kernel/messages';
import { gamesMessages } from '../../../src/core/games/gamesMessages';
import { isResetCreateNewOne } from '../../../src/core/kernel/errors';

function allStrings(node: unknown, path = 'messages'): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function')
    return [[path, String((node as (...a: string[]) => string)('X', '9'))]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => allStrings(value, `${path}.${key}`));
  }
  return [];
}

describe('validation messages of spec section 5, word for word', () => {
  it.each([
    [messages.validation.requiredInformation, 'Please provide all the required information'],
    [messages.validation.required('First name'), 'First name is required'],
    [messages.validation.invalidEmail, 'Invalid email address'],
    [messages.validation.passwordTooWeak, 'The chosen password is too weak'],
    [messages.validation.completeHighlighted, 'Please complete the errors highlighted in red'],
    [messages.validation.selectGender, 'Please select a gender'],
    [messages.validation.confirmOver18, 'Please confirm you are over the age of 18'],
    [messages.validation.acceptTerms, 'Please accept the Terms & Conditions to create an account'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('catalogue texts named by spec section 8', () => {
  it.each([
    [messages.dialog.problemTitle, 'Problem'],
    [messages.errors.linkMembershipTitle, 'Unable to Link Membership'],
    [messages.update.updateApplied, 'Update Applied'],
    [messages.titles.spinTheWheel, 'Spin The Wheel'],
    [messages.titles.offers, 'My Exclusive Offers'],
    [messages.titles.benefits, 'My Benefits'],
    [messages.titles.eventsAt('The Metropolitan'), "What's On at The Metropolitan"],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('says an updated version was installed and the page will refresh', () => {
    expect(messages.update.updateMessage).toMatch(/updated version .* installed/);
    expect(messages.update.updateMessage).toMatch(/refresh/);
    expect(messages.update.updateButton).not.toBe('');
  });

  it.each([
    ['offline', messages.app.offline, /offline/i],
    ['suspended', messages.app.suspended, /suspended/i],
    ['update required', messages.app.updateRequired, /need updating/i],
    ['executive required', messages.app.executiveRequired, /executive/i],
    ['account required', messages.app.accountRequired, /full membership account/i],
    ['temporary', messages.app.temporaryMembership, /temporary membership/i],
    ['reset link', messages.app.invalidResetLink, /invalid or has expired/i],
    ['game data', messages.errors.gameData, /game details/i],
    ['spin', messages.errors.spin, /spin the wheel/i],
    ['parse result', messages.errors.parseResult, /could not read the result/i],
    ['prize feed', messages.errors.prizeFeed, /load the prizes/i],
    ['opt-in', messages.errors.optIn, /opt-in request/i],
    ['support ticket', messages.errors.supportTicket, /support request/i],
    ['not signed in', messages.errors.notSignedIn, /not signed in/i],
    ['profile not found', messages.errors.profileNotFound, /find your profile/i],
    ['member not found', messages.errors.memberNotFound, /find your membership/i],
    ['venue', messages.errors.venueNotFound, /casino details/i],
    ['home casino', messages.errors.homeCasinoNotFound, /home casino/i],
    ['set verified', messages.errors.setEmailVerified, /confirm your email/i],
    ['game ended', gamesMessages.ended, /has ended/i],
  ])('%s reads as a full sentence about its subject', (_name, text, subject) => {
    expect(text).toMatch(subject);
    expect(text).toMatch(/^[A-Z].*[.!]$/);
  });
});

describe('the catalogue as a whole', () => {
  const strings = allStrings(messages);

  it.each(strings)('%s is not blank', (_path, text) => {
    expect(text.trim()).not.toBe('');
  });

  it('never says "create a new one", which would trigger the /account/create redirect', () => {
    expect(strings.filter(([, text]) => isResetCreateNewOne(text))).toEqual([]);
  });

  it('uses British spelling', () => {
    expect(
      strings.filter(([, text]) => /\b(color|center|favorite|organiz|apologiz)/i.test(text)),
    ).toEqual([]);
  });

  it('labels the five strength scores', () => {
    expect(messages.passwordStrength).toEqual([
      'Very weak',
      'Weak',
      'Fair',
      'Strong',
      'Very strong',
    ]);
  });
});
