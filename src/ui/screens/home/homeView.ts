import { formatDate, formatPoints } from '../../../core/kernel/format';
import { gamesMessages } from '../../../core/games/gamesMessages';
import { pointsMessages } from '../../../core/points/pointsMessages';
import {
  isStillOpenToMember,
  nextStep,
  type GameCard,
  type GameNextStep,
} from '../../../core/games/gameCards';
import type { MemberStore } from '../../../core/member/MemberStore';
import type { TierStep } from '../../../core/member/tierStep';

/** 'Good morning' until noon, 'Good afternoon' until 6 pm, then 'Good evening' (device clock). */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export interface RewardsSummary {
  tierName: string;
  rewardBalance: string;
  tierScore: string;
  /** 0..100 (spec-decisions 1). */
  progress: number;
  /** What the bar counts and towards which tier (spec section 9: reward points). */
  progressLabel: string;
  /** The count and the maximum, e.g. '6,200 of 18,000 reward points'. */
  progressText: string;
  /** How many points the next tier needs and what it unlocks, or that this is the top tier. */
  nextTierWords: string[];

  /** 'Only loyalty points expire: your 5,020 on 3rd Mar 2027.', or '' when the date is unknown. */
  expiry: string;
  /** The figures are this device's copy, its refresh under way or failed; false once fresh. */
  fromDevice: boolean;
}

/** What the rewards card shows, formatted; null until the member is loaded. */
export function rewardsSummary(store: MemberStore): RewardsSummary | null {
  const member = store.member;
  if (member === null) return null;
  const step = store.tierStep;
  const points = formatPoints(member.points.reward);
  return {
    tierName: store.tier ?? member.membershipTypeName,
    rewardBalance: points,
    tierScore: formatPoints(member.points.tier),
    progress: store.tierProgress ?? 0,
    progressLabel:
      step?.kind === 'next'
        ? pointsMessages.progressTowards(step.next)
        : pointsMessages.topTierProgress,
    progressText:
      step?.kind === 'next'
        ? pointsMessages.progressOf(points, formatPoints(step.max))
        : pointsMessages.rewardCount(points),
    nextTierWords: step === null ? [] : nextTierWords(step),

    expiry: loyaltyExpiry(member.points.loyalty, member.points.loyaltyExpiresOn),
    fromDevice: store.fromDevice,
  };
}

/**
 * Home's words on the next tier (DECISIONS.md "Points and tiers"): points still needed, then what
 * the tier unlocks.
 */
function nextTierWords(step: TierStep): string[] {
  if (step.kind === 'top') return [pointsMessages.topTier(step.tier)];
  const needed =
    step.pointsToGo > 0
      ? pointsMessages.toNextTier(formatPoints(step.pointsToGo), step.next)
      : pointsMessages.nextTierReached(step.next);
  return step.perks.length === 0
    ? [needed]
    : [needed, pointsMessages.nextTierUnlocks(step.next, listInWords(step.perks))];
}

/** 'A', 'A and B', 'A, B and C'. */
function listInWords(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Which balance expires and when; '' when the date is unknown. */
export function loyaltyExpiry(loyaltyPoints: number, endDate: string): string {
  // 'yyyy-MM-dd' reads as midnight UTC: the same calendar day on the London clock.
  const date = formatDate(new Date(endDate));
  return date === '' ? '' : pointsMessages.loyaltyExpiry(formatPoints(loyaltyPoints), date);
}

/** The games a member can still act on today or soon: ended ones and closed opt-ins drop off. */
export function playableGames(cards: readonly GameCard[]): GameCard[] {
  return cards.filter((card) => isStillOpenToMember(card.status));
}

export interface GameAction {
  step: GameNextStep;
  /** The visible words; opting in names the game it joins. */
  label: string;
  /** The whole accessible name: the visible words, with the game's name where they lack it. */
  accessibleName: string;
  primary: boolean;
}

/** The card's button: what the game page will let the member do now. */
export function gameAction(card: GameCard): GameAction {
  const step = nextStep(card.status);
  const name = card.game.name;
  switch (step) {
    case 'opt-in': {
      // Opting in happens on the card itself, so its words say what the member joins.
      const label = gamesMessages.optInTo(name);
      return { step, label, accessibleName: label, primary: true };
    }
    case 'spin':
      return { step, label: 'Spin now', accessibleName: `Spin now: ${name}`, primary: true };
    case 'view':
      return { step, label: 'View game', accessibleName: `View game: ${name}`, primary: false };
  }
}
