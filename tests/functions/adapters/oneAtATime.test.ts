import { describe, expect, it } from 'vitest';
import { OneAtATime } from '../../../functions/src/adapters/firestore/oneAtATime';

/** A piece of work that records when it starts and ends, and ends when told to. */
function step(log: string[], name: string) {
  let finish!: (fail?: Error) => void;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`${name} starts`);
      finish = (fail) => {
        log.push(`${name} ends`);
        if (fail) reject(fail);
        else resolve(name);
      };
    });
  return { work, finish: (fail?: Error) => finish(fail) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OneAtATime', () => {
  it('starts work on a key only once the work before it on that key has settled', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const first = step(log, 'first');
    const second = step(log, 'second');

    const answers = [queue.run('counter', first.work), queue.run('counter', second.work)];
    await settle();
    expect(log).toEqual(['first starts']);
    first.finish();
    await settle();
    second.finish();

    expect(await Promise.all(answers)).toEqual(['first', 'second']);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('goes on after a failure, and gives the failure to its own caller only', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const failing = step(log, 'failing');
    const next = step(log, 'next');

    const failed = queue.run('limit', failing.work);
    const answered = queue.run('limit', next.work);
    await settle();
    failing.finish(new Error('ABORTED'));
    await expect(failed).rejects.toThrow('ABORTED');
    await settle();
    next.finish();

    expect(await answered).toBe('next');
  });

  it('runs work on different keys side by side', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const ada = step(log, 'ada');
    const grace = step(log, 'grace');

    const answers = [queue.run('ada', ada.work), queue.run('grace', grace.work)];
    await settle();

    expect(log).toEqual(['ada starts', 'grace starts']);
    grace.finish();
    ada.finish();
    expect(await Promise.all(answers)).toEqual(['ada', 'grace']);
  });

  it('starts a key afresh once its queue has emptied', async () => {
    const queue = new OneAtATime();
    expect(await queue.run('key', async () => 'once')).toBe('once');
    const log: string[] = [];
    const later = step(log, 'later');

    const answer = queue.run('key', later.work);
    await settle();

    expect(log).toEqual(['later starts']);
    later.finish();
    expect(await answer).toBe('later');
  });
});
