import { describe, expect, it, vi } from 'vitest';
import { FunctionError } from '../../../../src/core/kernel/FunctionError';
import { messages } from '../../../../src/core/kernel/messages';
import { LAST_SEEN_KEY } from '../../../../src/core/kernel/query/DeviceCopy';
import { localQuery } from '../../../../src/core/kernel/query/QueryDefinition';
import { memberQuery } from '../../../../src/core/member/queries';
import { aMember } from '../../../builders/aMember';
import { queryCacheOver } from '../../../doubles/queryCacheOver';
import { ScriptedCallables } from '../../../doubles/ScriptedCallables';

/** A request whose answer the test releases when it chooses. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const LOAD_FAILED = { fallback: 'Could not load' };

/**
 * A read of the events' titles whose every ask is the next of `answers` (the test's pending
 * requests), through a cache opened for one member; `asks` counts the requests sent.
 */
function arrangeRead() {
  const answers: Promise<string[]>[] = [];
  let asks = 0;
  const titles = localQuery('event titles', (_venueId: number) => {
    asks += 1;
    return answers.shift() ?? Promise.reject(new Error('nothing scripted'));
  });
  const cache = queryCacheOver(new ScriptedCallables());
  cache.queries.open('uid-alex');
  const read = cache.queries.query(titles, 6);
  /** The next ask waits for the returned request. */
  const nextAsk = () => {
    const request = pending<string[]>();
    answers.push(request.promise);
    return request;
  };
  return { ...cache, titles, read, nextAsk, asks: () => asks };
}

describe('Query.load through the QueryCache', () => {
  it('is loading while the request is out, then shows the answer', async () => {
    const { read, nextAsk } = arrangeRead();
    const answer = nextAsk();

    const loading = read.load(LOAD_FAILED);
    const statusWhileOut = read.status;
    answer.resolve(['poker night']);
    const shown = await loading;

    expect(statusWhileOut).toBe('loading');
    expect(shown).toBe(true);
    expect(read.value).toEqual(['poker night']);
    expect(read.status).toBe('ready');
  });

  it('tells a failure to the member, quiet offline, in its own words, with a retry that loads again', async () => {
    const { read, nextAsk, problems, asks } = arrangeRead();
    const failure = new Error('network');
    nextAsk().reject(failure);

    const shown = await read.load(LOAD_FAILED);
    nextAsk().resolve(['gala']);
    problems.reported[0]?.options?.retry?.();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(shown).toBe(false);
    expect(problems.reported).toHaveLength(1);
    expect(problems.reported[0]?.error).toBe(failure);
    expect(problems.reported[0]?.options).toMatchObject({
      fallback: LOAD_FAILED.fallback,
      quietOffline: true,
    });
    expect(asks()).toBe(2);
    expect(read.value).toEqual(['gala']);
  });

  it('says nothing of a failed load that was not asked to report (a read the session waits on)', async () => {
    const { read, nextAsk, problems } = arrangeRead();
    nextAsk().reject(new Error('network'));

    const shown = await read.load();

    expect(shown).toBe(false);
    expect(read.status).toBe('error');
    expect(problems.reported).toEqual([]);
  });

  it('joins a load already out rather than sending another request', async () => {
    const { read, nextAsk, asks } = arrangeRead();
    const answer = nextAsk();

    const first = read.load(LOAD_FAILED);
    const second = read.load(LOAD_FAILED);
    answer.resolve(['quiz']);

    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(asks()).toBe(1);
  });
});

describe('QueryCache.close: the session ended', () => {
  it('drops an answer that arrives after close()', async () => {
    const { queries, read, nextAsk } = arrangeRead();
    const answer = nextAsk();

    const loading = read.load(LOAD_FAILED);
    queries.close();
    answer.resolve(['the previous member']);
    const shown = await loading;

    expect(shown).toBe(false);
    expect(read.value).toBeNull();
    expect(read.status).toBe('idle');
  });

  it('neither shows nor reports a failure that arrives after close()', async () => {
    const { queries, read, nextAsk, problems } = arrangeRead();
    const answer = nextAsk();

    const loading = read.load(LOAD_FAILED);
    queries.close();
    answer.reject(new Error('network'));
    await loading;

    expect(read.status).toBe('idle');
    expect(problems.reported).toEqual([]);
  });

  it('fetch() answers the model and throws a failure, stale or not, but shows only current ones', async () => {
    const { queries, read, nextAsk, problems } = arrangeRead();
    const late = nextAsk();

    const fetching = read.fetch();
    queries.close();
    late.resolve(['previous session']);
    nextAsk().reject(new Error('gone'));
    const failing = read.fetch();

    expect(await fetching).toEqual(['previous session']);
    expect(read.value).toBeNull();
    await expect(failing).rejects.toThrow('gone');
    expect(read.status).toBe('error');
    expect(problems.reported).toEqual([]);
  });

  it('forgets every value and the device copy, so a query starts afresh', async () => {
    const callables = new ScriptedCallables().answer('members-getMember', {
      success: true,
      result: aMember().build(),
    });
    const { queries, device } = queryCacheOver(callables);
    queries.open('uid-alex');
    const member = queries.query(memberQuery, 'gb');
    await member.fetch();
    expect(device.get(LAST_SEEN_KEY)).not.toBeNull();

    queries.close();

    expect(member.value).toBeNull();
    expect(member.status).toBe('idle');
    expect(device.get(LAST_SEEN_KEY)).toBeNull();
    expect(queries.holds(memberQuery, 'gb')).toBe(false);
  });
});

describe('QueryCache.open', () => {
  it('hands out one Query per key', () => {
    const { queries, titles } = arrangeRead();

    expect(queries.query(titles, 6)).toBe(queries.query(titles, 6));
    expect(queries.query(titles, 12)).not.toBe(queries.query(titles, 6));
  });

  it("opened for another member, forgets the previous member's values; for the same member, keeps them", async () => {
    const { queries, read, nextAsk } = arrangeRead();
    nextAsk().resolve(['poker night']);
    await read.fetch();

    queries.open('uid-alex');
    const keptForSameMember = read.value;
    queries.open('uid-bo');

    expect(keptForSameMember).toEqual(['poker night']);
    expect(read.value).toBeNull();
    expect(read.status).toBe('idle');
  });
});

describe('QueryCache.settle: a write tied to the open member', () => {
  it("runs the answer's handler while the session is open, and neither handler once it closed", async () => {
    const { queries } = arrangeRead();
    const current = pending<string>();
    const stale = pending<string>();

    const kept = queries.settle(() => current.promise, { answered: (answer) => `got ${answer}` });
    current.resolve('opt-in');
    const keptResult = await kept;
    const dropped = queries.settle(() => stale.promise, {
      answered: (answer) => `got ${answer}`,
      failed: () => 'failed',
    });
    queries.close();
    stale.reject(new Error('late'));

    expect(keptResult).toBe('got opt-in');
    expect(await dropped).toBeNull();
  });

  it('runs the failure handler for a current failure, and answers null without one', async () => {
    const { queries } = arrangeRead();

    const handled = await queries.settle(() => Promise.reject(new Error('refused')), {
      answered: () => 'answered',
      failed: (error) => `failed: ${(error as Error).message}`,
    });
    const unhandled = await queries.settle(() => Promise.reject(new Error('refused')), {
      answered: () => 'answered',
    });

    expect(handled).toBe('failed: refused');
    expect(unhandled).toBeNull();
  });
});

describe('QueryCache back online', () => {
  const OFFLINE = () => new FunctionError('unavailable', messages.errors.network);

  /** A member read that answered once, then fell back on the device copy for want of a network. */
  async function arrangeCopyOnScreen(report: typeof LOAD_FAILED | null) {
    const callables = new ScriptedCallables()
      .answerOnce('members-getMember', { success: true, result: aMember().build() })
      .failOnce('members-getMember', OFFLINE());
    const cache = queryCacheOver(callables);
    cache.queries.open('uid-alex');
    const read = cache.queries.query(memberQuery, 'gb');
    await read.load(report);
    await read.load(report);
    return { ...cache, callables, read };
  }

  it("asks the server again for a screen's read that stands on the device copy", async () => {
    const { read, callables, connectivity } = await arrangeCopyOnScreen(LOAD_FAILED);
    const copyOnScreen = read.fromDevice;
    callables.answer('members-getMember', {
      success: true,
      result: aMember().withRewardPoints(41_000).build(),
    });

    connectivity.setOnline(true);
    await vi.waitFor(() => expect(read.source).toBe('server'));

    expect(copyOnScreen).toBe(true);
    expect(read.value?.member.points.reward).toBe(41_000);
    expect(callables.calls).toHaveLength(3);
  });

  it('leaves a read loaded without a report (the session refreshes the member itself)', async () => {
    const { read, callables, connectivity } = await arrangeCopyOnScreen(null);

    connectivity.setOnline(true);
    await Promise.resolve();

    expect(read.fromDevice).toBe(true);
    expect(callables.calls).toHaveLength(2);
  });

  it('loads again a read that failed for want of a network (a game page opened offline)', async () => {
    const { read, nextAsk, asks, connectivity } = arrangeRead();
    nextAsk().reject(OFFLINE());
    await read.load(LOAD_FAILED);
    const statusOffline = read.status;
    nextAsk().resolve(['poker night']);

    connectivity.setOnline(true);
    await vi.waitFor(() => expect(read.status).toBe('ready'));

    expect(statusOffline).toBe('error');
    expect(read.value).toEqual(['poker night']);
    expect(asks()).toBe(2);
  });

  it('does not ask again a read the server refused', async () => {
    const { read, nextAsk, asks, connectivity } = arrangeRead();
    nextAsk().reject(new FunctionError('permission-denied', 'Not yours'));
    await read.load(LOAD_FAILED);

    connectivity.setOnline(true);
    await Promise.resolve();

    expect(read.status).toBe('error');
    expect(asks()).toBe(1);
  });

  it('asks nothing again for a read the server answered', async () => {
    const callables = new ScriptedCallables().answer('members-getMember', {
      success: true,
      result: aMember().build(),
    });
    const { queries, connectivity } = queryCacheOver(callables);
    queries.open('uid-alex');
    await queries.query(memberQuery, 'gb').load(LOAD_FAILED);

    connectivity.setOnline(true);
    await Promise.resolve();

    expect(callables.calls).toHaveLength(1);
  });
});
