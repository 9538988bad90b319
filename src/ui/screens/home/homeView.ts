import { formatDate, formatPoints } from '../../../core/kernel/format';
import { messages } from '../../../core/kernel/messages';
import {
  isStillOpenToMember,
  nextStep,
  showsLastDayBadge,
  showsOptedInBadge,
  type GameCard,
  type GameNextStep,
} from '../../../core/games/gameCards';
import type { MemberStore } from '../../../core/member/MemberStore';

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
  progressLabel: string;
  progressText: string;
  /** 'Only loyalty points expire: your 5,020 on 3rd Mar 2027.', or '' when the date is unknown. */
  expiry: string;
  /** The figures are this device's copy, its refresh under way or failed; false once fresh. */
  fromDevice: boolean;
}

/** What the rewards card shows, formatted; null until the member is loaded. */
export function rewardsSummary(store: MemberStore): RewardsSummary | null {
  const member = store.member;
  if (member === null) return null;
  const max = store.tierMaxPoints;
  const points = formatPoints(member.points.reward);
  return {
    tierName: store.tier ?? member.membershipTypeName,
    rewardBalance: points,
    tierScore: formatPoints(member.points.tier),
    progress: store.tierProgress ?? 0,
    progressLabel: store.nextTier ? `Progress to ${store.nextTier}` : 'You are at the top tier',
    progressText:
      max === null ? messages.points.rewardCount(points) : `${points} of ${formatPoints(max)}`,
    expiry: loyaltyExpiry(member.points.loyalty, member.points.loyaltyExpiresOn),
    fromDevice: store.fromDevice,
  };
}

/** Which balance expires and when; '' when the date is unknown. */
export function loyaltyExpiry(loyaltyPoints: number, endDate: string): string {
  // 'yyyy-MM-dd' reads as midnight UTC: the same calendar day on the London clock.
  const date = formatDate(new Date(endDate));
  return date === '' ? '' : messages.points.loyaltyExpiry(formatPoints(loyaltyPoints), date);
}

/** The games a member can still act on today or soon: ended ones and closed opt-ins drop off. */
export function playableGames(cards: readonly GameCard[]): GameCard[] {
  return cards.filter((card) => isStillOpenToMember(card.status));
}

export interface GameAction {
  label: string;
  primary: boolean;
}

const ACTIONS: Record<GameNextStep, GameAction> = {
  spin: { label: 'Spin now', primary: true },
  'opt-in': { label: 'Opt in', primary: true },
  view: { label: 'View game', primary: false },
};

/** The card's button: what the game page will let the member do now. */
export function gameAction(card: GameCard): GameAction {
  return ACTIONS[nextStep(card.status)];
}

/** Badges beside the game's name. */
export function gameBadges(card: GameCard): { label: string; tone: 'gold' | 'danger' }[] {
  const badges: { label: string; tone: 'gold' | 'danger' }[] = [];
  if (showsOptedInBadge(card)) badges.push({ label: 'Opted in', tone: 'gold' });
  if (showsLastDayBadge(card.status)) badges.push({ label: 'Last day', tone: 'danger' });
  return badges;
}
