import { describe, expect, it } from 'vitest';
import type { ReportOptions } from '../../../src/core/kernel/ProblemReporter';
import { LoadedContent } from '../../../src/core/kernel/LoadedContent';

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

function arrangeContent() {
  const reported: { error: unknown; options: ReportOptions | undefined }[] = [];
  let retries = 0;
  const content = new LoadedContent<string[]>([], {
    problems: { report: (error, options) => reported.push({ error, options }) },
    fallback: 'Could not load',
    retry: () => (retries += 1),
  });
  return { content, reported, retries: () => retries };
}

describe('LoadedContent', () => {
  it('is loading while the request is out, then shows the answer', async () => {
    const { content } = arrangeContent();
    const answer = pending<string[]>();

    const loading = content.load(() => answer.promise);
    const statusWhileOut = content.status;
    answer.resolve(['poker night']);
    const shown = await loading;

    expect(statusWhileOut).toBe('loading');
    expect(shown).toBe(true);
    expect(content.value).toEqual(['poker night']);
    expect(content.status).toBe('ready');
  });

  it('shows the answer as the caller maps it', async () => {
    const { content } = arrangeContent();

    await content.load(
      () => Promise.resolve({ items: ['gala'] }),
      (answer) => answer.items,
    );

    expect(content.value).toEqual(['gala']);
  });

  it('reports a failure quietly offline, with the fallback and the retry', async () => {
    const { content, reported, retries } = arrangeContent();
    const failure = new Error('network');

    const shown = await content.load(() => Promise.reject(failure));
    reported[0]?.options?.retry?.();

    expect(shown).toBe(false);
    expect(content.status).toBe('error');
    expect(reported).toHaveLength(1);
    expect(reported[0]?.error).toBe(failure);
    expect(reported[0]?.options).toMatchObject({ fallback: 'Could not load', quietOffline: true });
    expect(retries()).toBe(1);
  });

  it('drops an answer that arrives after clear()', async () => {
    const { content } = arrangeContent();
    const answer = pending<string[]>();

    const loading = content.load(() => answer.promise);
    content.clear();
    answer.resolve(['the previous member']);
    const shown = await loading;

    expect(shown).toBe(false);
    expect(content.value).toEqual([]);
    expect(content.status).toBe('idle');
  });

  it('neither shows nor reports a failure that arrives after clear()', async () => {
    const { content, reported } = arrangeContent();
    const answer = pending<string[]>();

    const loading = content.load(() => answer.promise);
    content.clear();
    answer.reject(new Error('network'));
    await loading;

    expect(content.status).toBe('idle');
    expect(reported).toEqual([]);
  });

  it('keeps an older load current when a newer one starts (only clear() makes answers stale)', async () => {
    const { content } = arrangeContent();
    const older = pending<string[]>();

    const first = content.load(() => older.promise);
    await content.load(() => Promise.resolve(['newer']));
    older.resolve(['older']);
    await first;

    expect(content.value).toEqual(['older']);
  });

  it('runs a follow-up request handler only while clear() has not come', async () => {
    const { content } = arrangeContent();
    const current = pending<string>();
    const stale = pending<string>();

    const kept = content.settle(() => current.promise, { answered: (answer) => `got ${answer}` });
    current.resolve('opt-in');
    const keptResult = await kept;
    const dropped = content.settle(() => stale.promise, {
      answered: (answer) => `got ${answer}`,
      failed: () => 'failed',
    });
    content.clear();
    stale.reject(new Error('late'));

    expect(keptResult).toBe('got opt-in');
    expect(await dropped).toBeNull();
  });

  it('loadOrThrow returns the answer and rethrows a failure, stale or not, showing only current ones', async () => {
    const { content, reported } = arrangeContent();
    const late = pending<string>();

    const loading = content.loadOrThrow(
      () => late.promise,
      (answer) => [answer],
    );
    content.clear();
    late.resolve('previous session');
    const failing = content.loadOrThrow(
      () => Promise.reject(new Error('gone')),
      () => [],
    );

    expect(await loading).toBe('previous session');
    expect(content.value).toEqual([]);
    await expect(failing).rejects.toThrow('gone');
    expect(content.status).toBe('error');
    expect(reported).toEqual([]);
  });

  it('replace() shows a newer value without touching the status', async () => {
    const { content } = arrangeContent();
    await content.load(() => Promise.resolve(['first']));

    content.replace(['changed']);

    expect(content.value).toEqual(['changed']);
    expect(content.status).toBe('ready');
  });
});
