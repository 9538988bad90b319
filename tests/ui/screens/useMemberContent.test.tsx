// @vitest-environment jsdom
import { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberStore } from '../../../src/core/member/MemberStore';
import type { AsyncStatus } from '../../../src/core/kernel/AsyncStatus';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { useMemberContent } from '../../../src/ui/screens/useMemberContent';
import { aMember } from '../../builders/aMember';
import { cleanupDom, renderInDom } from '../components/renderInDom';
import { queryCacheOver } from '../../doubles/queryCacheOver';
import { ScriptedCallables } from '../../doubles/ScriptedCallables';

/** A content store as the offers and events stores are: load() does nothing without a member. */
class CountingContent {
  status: AsyncStatus = 'idle';
  loads = 0;
  constructor(private readonly member: MemberStore) {}
  async load(): Promise<void> {
    if (this.member.member === null) return;
    this.loads += 1;
    this.status = 'ready';
  }
}

/** A member store whose member data arrives when the test loads it. */
function memberStore(): MemberStore {
  const callables = new ScriptedCallables().answer('members-getMember', {
    success: true,
    result: aMember().build(),
  });
  return new MemberStore(queryCacheOver(callables).queries);
}

function arrange() {
  const container = new Container();
  const member = memberStore();
  container.bind(MemberStore).toConstantValue(member);
  const content = new CountingContent(member);
  const Screen = observer(function Screen() {
    useMemberContent(content);
    return <p>screen</p>;
  });
  renderInDom(
    <ContainerProvider container={container}>
      <Screen />
    </ContainerProvider>,
  );
  return { member, content };
}

describe('useMemberContent', () => {
  afterEach(() => cleanupDom());

  it('fetches a screen opened before the member data once that data arrives (a reload of /offers/{id})', async () => {
    const { member, content } = arrange();
    expect(content.loads).toBe(0);

    await act(async () => {
      await member.load();
    });

    expect(content.loads).toBe(1);
    expect(content.status).toBe('ready');
  });

  it('fetches at once when the member is already known, and not again once ready', async () => {
    const container = new Container();
    const member = memberStore();
    await member.load();
    container.bind(MemberStore).toConstantValue(member);
    const content = new CountingContent(member);
    const Screen = observer(function Screen() {
      useMemberContent(content);
      return <p>screen</p>;
    });

    await act(async () => {
      renderInDom(
        <ContainerProvider container={container}>
          <Screen />
        </ContainerProvider>,
      );
    });
    await act(async () => {
      await member.load();
    });

    expect(content.loads).toBe(1);
  });
});
