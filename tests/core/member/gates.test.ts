import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATE_MESSAGES, gateReason } from '@met/scheme';
import { membershipGate, type GateOutcome } from '../../../src/core/member/gates';
import { messages } from '../../../src/core/kernel/messages';

const UPDATE_REQUIRED = [
  2, 22, 41, 43, 3, 4, 5, 35, 54, 23, 53, 56, 6, 7, 38, 8, 9, 10, 27, 12, 37, 30, 39, 13, 14, 36,
  33, 15, 32, 31, 16, 42, 17, 11, 51, 26, 50, 24, 18, 20, 40, 21, 28,
];
const TIER_IDS: Record<number, string> = {
  34: 'Jack',
  49: 'Jack',
  46: 'Ace',
  47: 'King',
  57: 'King of Hearts',
  58: 'King of Spades',
  48: 'Queen',
  59: 'Queen of Spades',
};

const member = (membershipTypeId: number, suspended = false) => ({
  suspended,
  membershipTypeId,
});

function expectedFor(id: number): GateOutcome['kind'] | string {
  if (id === 34) return 'temporary';
  if (UPDATE_REQUIRED.includes(id)) return 'update-required';
  if (id === 45 || id === 52) return 'executive-required';
  if (id === 19) return 'account-required';
  if (TIER_IDS[id]) return 'allowed';
  return 'update-required';
}

const reasonOf = (outcome: GateOutcome): string =>
  outcome.kind === 'allowed' ? 'allowed' : outcome.reason;

describe('membershipGate (spec sections 4 and 6, spec-decisions 2 to 4)', () => {
  it.each(Array.from({ length: 71 }, (_, id) => id))('membership type %i', (id) => {
    expect(reasonOf(membershipGate(member(id)))).toBe(expectedFor(id));
  });

  it.each(Object.entries(TIER_IDS).filter(([id]) => id !== '34'))(
    'lets membership type %s in as %s',
    (id, tier) => {
      expect(membershipGate(member(Number(id)))).toEqual({ kind: 'allowed', tier });
    },
  );

  it.each([34, 49, 46, 47, 48, 57, 58, 59, 2, 45, 19, 999])(
    'blocks a suspended member of type %i as suspended first',
    (id) => {
      expect(membershipGate(member(id, true))).toEqual({
        kind: 'blocked',
        reason: 'suspended',
        message: messages.app.suspended,
        presentation: 'dialog',
      });
    },
  );

  it('shows temporary membership as a 5 second info toast, not an error dialog', () => {
    expect(membershipGate(member(34))).toEqual({
      kind: 'blocked',
      reason: 'temporary',
      message: messages.app.temporaryMembership,
      presentation: 'toast',
      severity: 'info',
      toastMs: 5000,
    });
  });

  it.each<[number, string, string]>([
    [2, 'update-required', messages.app.updateRequired],
    [28, 'update-required', messages.app.updateRequired],
    [45, 'executive-required', messages.app.executiveRequired],
    [52, 'executive-required', messages.app.executiveRequired],
    [19, 'account-required', messages.app.accountRequired],
    [1, 'update-required', messages.app.updateRequired],
    [60, 'update-required', messages.app.updateRequired],
  ])('blocks type %i as %s with its message in a dialog', (id, reason, message) => {
    expect(membershipGate(member(id))).toEqual({
      kind: 'blocked',
      reason,
      message,
      presentation: 'dialog',
    });
  });
});

describe('membershipGate agrees with the server (spec-decisions 24)', () => {
  it.each([...Array.from({ length: 71 }, (_, id) => id), 999])(
    'membership type %i blocks for the reason and with the words the callables use',
    (id) => {
      for (const suspended of [false, true]) {
        const reason = gateReason({ suspended, membershipTypeId: id });
        const outcome = membershipGate(member(id, suspended));

        expect(outcome.kind === 'allowed' ? null : [outcome.reason, outcome.message]).toEqual(
          reason === null ? null : [reason, GATE_MESSAGES[reason]],
        );
      }
    },
  );
});

describe('membershipGate when the scheme lets in a membership type with no tier', () => {
  afterEach(() => {
    vi.doUnmock('@met/scheme');
    vi.resetModules();
  });

  it('still blocks the member as update-required, never letting them in without a tier', async () => {
    vi.resetModules();
    vi.doMock('@met/scheme', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@met/scheme')>()),
      gateReason: () => null,
    }));
    const gates = await import('../../../src/core/member/gates');

    expect(gates.membershipGate(member(999))).toEqual({
      kind: 'blocked',
      reason: 'update-required',
      message: messages.app.updateRequired,
      presentation: 'dialog',
    });
  });
});
