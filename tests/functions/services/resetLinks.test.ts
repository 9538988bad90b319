import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@met/scheme';
import { createMemoryBackend } from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../../../functions/src/adapters/memory/FixedClock';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { SequenceRandom } from '../../../functions/src/adapters/memory/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { ResetLinks } from '../../../functions/src/services/ResetLinks';

const ORIGIN = 'https://rewards.example.com';
const RESET_PAGE = `${ORIGIN}/reset-password`;
const ISSUED = '2026-03-10T12:00:00.000Z';
const MINUTE = 60 * 1000;

async function arrange() {
  const clock = new FixedClock(ISSUED);
  const signer = new WebCryptoSigner('reset-link-test-secret');
  const memory = createMemoryBackend(emptyMemoryState(), {
    clock,
    random: new SequenceRandom([0]),
    signer,
    productionOrigin: ORIGIN,
  });
  await memory.identity.createUser({
    email: 'ada@example.com',
    password: 'Correct-Horse-9',
    emailVerified: true,
  });
  const links = new ResetLinks(signer, clock, memory.identity, ORIGIN);
  const link = new URL(await links.issue('ada@example.com', RESET_PAGE));
  return { clock, memory, links, link };
}

describe('signed password reset links (issue 15, item 12)', () => {
  it('opens the reset page with a fresh provider code at 1 hour 59', async () => {
    const { clock, memory, links, link } = await arrange();
    clock.advanceBy(PASSWORD_RESET_LINK_LIFETIME_MS - MINUTE);

    const outcome = await links.open(link.searchParams);

    expect(outcome.kind).toBe('reset');
    const opened = new URL(outcome.location);
    expect(`${opened.origin}${opened.pathname}`).toBe(RESET_PAGE);
    expect(opened.searchParams.get('mode')).toBe('resetPassword');
    const code = opened.searchParams.get('oobCode') ?? '';
    await expect(memory.identity.verifyPasswordResetCode(code)).resolves.toBe('ada@example.com');
  });

  it('sends the member to ask again at 2 hours 01, saying the link expired', async () => {
    const { clock, links, link } = await arrange();
    clock.advanceBy(PASSWORD_RESET_LINK_LIFETIME_MS + MINUTE);

    const outcome = await links.open(link.searchParams);

    expect(outcome).toEqual({
      kind: 'expired',
      location: `${ORIGIN}/forgotten-password?resetLink=expired`,
    });
  });

  it('refuses a link issued before the password was last changed', async () => {
    const { clock, memory, links, link } = await arrange();
    clock.advanceBy(10 * MINUTE);
    const first = await links.open(link.searchParams);
    const code = new URL(first.location).searchParams.get('oobCode') ?? '';
    await memory.identity.confirmPasswordReset(code, 'Another-Horse-10');
    clock.advanceBy(MINUTE);

    const again = await links.open(link.searchParams);

    expect(again.kind).toBe('expired');
  });

  it.each([
    ['a later issue time', (query: URLSearchParams) => query.set('t', '2026-03-10T15:00:00.000Z')],
    ['another email', (query: URLSearchParams) => query.set('e', 'eve@example.com')],
    ['another reset page', (query: URLSearchParams) => query.set('u', 'https://evil.example/x')],
    ['no signature', (query: URLSearchParams) => query.delete('s')],
    ['a made-up signature', (query: URLSearchParams) => query.set('s', 'AAAA')],
  ])('refuses a forged link with %s', async (_, forge) => {
    const { links, link } = await arrange();
    const query = new URLSearchParams(link.searchParams);
    forge(query);

    const outcome = await links.open(query);

    expect(outcome).toEqual({
      kind: 'invalid',
      location: `${ORIGIN}/forgotten-password?resetLink=invalid`,
    });
  });

  // A link waits in a mailbox for up to 2 hours: one mailed before a release must open after it.
  it('mails a link an earlier or a later release can open: the purpose, email, time and page, signed', async () => {
    const { links, link } = await arrange();
    const mailed = new URLSearchParams({
      e: 'ada@example.com',
      t: '2026-03-10T12:00:00.000Z',
      u: 'https://rewards.example.com/reset-password',
      s: '-_a_9GOa5I-Djxq1OiHLoOclrryIVkXFxKPz3hAL6xc',
    });

    expect(link.href).toBe(`https://rewards.example.com/account/reset-link?${mailed.toString()}`);
    expect((await links.open(mailed)).kind).toBe('reset');
  });

  it('refuses a link signed with another key', async () => {
    const { clock, memory, link } = await arrange();
    const other = new ResetLinks(
      new WebCryptoSigner('another-secret'),
      clock,
      memory.identity,
      ORIGIN,
    );

    expect((await other.open(link.searchParams)).kind).toBe('invalid');
  });
});
