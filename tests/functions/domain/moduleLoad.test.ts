import { describe, expect, it } from 'vitest';

/*
 * The 'login created' mail builds its UK date format when first imported: a format that cannot
 * be built would break every users-createUser, so the module is loaded inside a test.
 */
describe('rules that are built when first loaded', () => {
  it("the 'login created' mail tells the time in London, in words", async () => {
    const { loginCreatedMail } = await import('../../../functions/src/domain/loginCreatedMail');

    const mail = loginCreatedMail(
      'ada@example.com',
      'https://rewards.example.com/x',
      '2026-01-05T23:30:00.000Z',
    );

    expect(mail.subject).toBe('An online login was created for your membership');
    expect(mail.text).toContain(' on 5 January 2026 at 23:30 (UK time). ');
  });
});
