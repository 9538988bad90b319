import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, CallableError } from '@met/scheme/contract';
import { aWorld } from './world';

describe('createCallableHandlers', () => {
  it('has one handler per callable', () => {
    const world = aWorld();

    expect(Object.keys(world.backend.handlers).sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it('answers invalid-argument with the schema message before any rule runs', async () => {
    const world = aWorld();

    const error = await world.callError('users-sendPasswordReset', { email: 'nope' }, {});

    expect(error).toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address',
    });
  });

  it('turns an unexpected failure into internal with a generic message, keeping the cause', async () => {
    const world = aWorld();
    const { ctx } = await world.login('ada@example.com');
    world.backend.deps.games.listGames = () => Promise.reject(new Error('database on fire'));

    const error = await world.callError('promotions-getGames', {}, ctx);

    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({
      code: 'internal',
      message: 'Something went wrong, please try again',
    });
    expect((error as Error & { cause?: Error }).cause?.message).toBe('database on fire');
  });
});
