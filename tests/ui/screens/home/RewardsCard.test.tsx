// @vitest-environment jsdom
import { observer } from 'mobx-react-lite';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberStore } from '../../../../src/core/member/MemberStore';
import { rewardsSummary } from '../../../../src/ui/screens/home/homeView';
import { RewardsCard } from '../../../../src/ui/screens/home/RewardsCard';
import { aMember } from '../../../builders/aMember';
import { InMemoryKeyValueStore } from '../../../doubles/InMemoryKeyValueStore';
import { queryCacheOver } from '../../../doubles/queryCacheOver';
import { ScriptedCallables } from '../../../doubles/ScriptedCallables';
import { cleanupDom, renderInDom } from '../../components/renderInDom';

afterEach(cleanupDom);

const UID = 'uid-alex';
const memberAnswer = (points: number) => ({
  success: true as const,
  result: aMember().withRewardPoints(points).build(),
});

/** A device on which member UID saw home online with `points`. */
async function deviceSeenOnline(points: number): Promise<InMemoryKeyValueStore> {
  const device = new InMemoryKeyValueStore();
  const callables = new ScriptedCallables().answer('members-getMember', memberAnswer(points));
  const { queries } = queryCacheOver(callables, device);
  queries.open(UID);
  await new MemberStore(queries).load();
  return device;
}

const Card = observer(function Card({ store }: { store: MemberStore }) {
  const summary = rewardsSummary(store);
  return summary ? <RewardsCard summary={summary} /> : null;
});

describe('RewardsCard: whose points are on screen', () => {
  it("marks the balance as the device's copy until the server's answer replaces it", async () => {
    const device = await deviceSeenOnline(1_200);
    const callables = new ScriptedCallables();
    const server = callables.hold('members-getMember');
    const { queries } = queryCacheOver(callables, device);
    queries.open(UID);
    queries.answerAtOnce();
    const store = new MemberStore(queries);
    await store.showSaved();

    const { container } = renderInDom(<Card store={store} />);
    const balance = () => container.querySelector('.rewards-card__balance');

    expect(balance()?.textContent).toBe('1,200');
    expect(balance()?.getAttribute('data-from-device')).toBe('true');

    await act(async () => {
      server.resolve(memberAnswer(1_450));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(balance()?.textContent).toBe('1,450');
    expect(balance()?.getAttribute('data-from-device')).toBe('false');
  });

  it("marks the balance as the server's when the network answered first", async () => {
    const callables = new ScriptedCallables().answer('members-getMember', memberAnswer(300));
    const { queries } = queryCacheOver(callables);
    queries.open(UID);
    const store = new MemberStore(queries);
    await store.load();

    const { container } = renderInDom(<Card store={store} />);

    expect(
      container.querySelector('.rewards-card__balance')?.getAttribute('data-from-device'),
    ).toBe('false');
  });
});

describe('RewardsCard: the next tier in words and the tier’s own card', () => {
  async function cardOf(member: ReturnType<typeof aMember>) {
    const callables = new ScriptedCallables().answer('members-getMember', {
      success: true,
      result: member.build(),
    });
    const { queries } = queryCacheOver(callables);
    queries.open(UID);
    const store = new MemberStore(queries);
    await store.load();
    return renderInDom(<Card store={store} />).container;
  }

  it('says how many reward points the next tier needs and what it unlocks, and what the bar counts', async () => {
    const container = await cardOf(aMember().withTier('Jack').withRewardPoints(6_200));

    expect(container.querySelector('[data-testid="next-tier-words"]')?.textContent).toBe(
      '11,800 more reward points to reach Queen.Queen unlocks Free parking and Member prices.',
    );
    const bar = container.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuetext')).toBe('6,200 of 18,000 reward points');
    expect(container.textContent).toContain('Reward points towards Queen');
  });

  it('says the top tier is the top, and gives each tier its own card identity', async () => {
    const ace = await cardOf(aMember().withTier('Ace').withRewardPoints(251_300));

    expect(ace.textContent).toContain('Ace is our top tier: every benefit is yours.');
    expect(ace.querySelector('.rewards-card')?.classList).toContain('tier-identity--ace');
    cleanupDom();
    const queen = await cardOf(aMember().withTier('Queen of Spades'));
    expect(queen.querySelector('.rewards-card')?.classList).toContain(
      'tier-identity--queen-of-spades',
    );
  });
});
