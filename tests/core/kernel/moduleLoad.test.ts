import { describe, expect, it } from 'vitest';

/*
 * The form rules and the route guard build their tables when first imported: a table that
 * cannot be built would break every form or every navigation, so each is loaded inside a test.
 */
describe('rules that are built when first loaded', () => {
  it('the route guard lets a member who still has to link a membership open its pages', async () => {
    const { mayOpenWhileLinking } = await import('../../../src/core/navigation/guard');

    expect(
      ['/account/verify', '/account/link', '/account/linked', '/offers'].map(mayOpenWhileLinking),
    ).toEqual([true, true, true, false]);
  });

  it('the form rules check a sign-in form', async () => {
    const { loginSchema, validateForm } = await import('../../../src/core/kernel/schemas');

    expect(validateForm(loginSchema, { email: 'ada@example.com', password: 'pw' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: 'pw' },
    });
  });
});
