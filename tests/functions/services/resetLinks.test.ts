import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@met/scheme';
import { createMemoryBackend } from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../doubles/FixedClock';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { SequenceRandom } from '../doubles/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { ResetLinks } from '../../../functions/src/services/ResetLinks';

const ORIGIN = 'https://rewards.example.com';
const RESET_PAGE = `${ORIGIN}/reset-password`;
/** A preview deployment: refusals go back to the site the link was asked for on. */
const PREVIEW = 'https://preview.example.com';
const PREVIEW_PAGE = `${PREVIEW}/reset-password`;
const ISSUED = '2026-03-10T12:00:00.000Z';
const MINUTE = 60 * 1000;

async function arrange(resetPage = RESET_PAGE, email = 'ada@example.com') {
  const clock = new FixedClock(ISSUED);
  const signer = new WebCryptoSigner('reset-link-test-secret');
  const memory = createMemoryBackend(emptyMemoryState(), {
    clock,
    random: new SequenceRandom([0]),
    signer,
    productionOrigin: ORIGIN,
  });
  const user = await memory.identity.createUser({
    email: 'ada@example.com',
    password: 'Correct-Horse-9',
    emailVerified: true,
  });
  const links = new ResetLinks(signer, clock, memory.identity, ORIGIN);
  const link = new URL(await links.issue(email, resetPage));
  return { clock, memory, links, link, user };
}

describe('signed password reset links', () => {
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

const askAgain = (origin: string, reason: string) =>
  `${origin}/forgotten-password?resetLink=${reason}`;

describe('a signed password reset link, at the edges', () => {
  it.each([
    ['the moment it was issued', 0],
    ['exactly 2 hours later', PASSWORD_RESET_LINK_LIFETIME_MS],
  ])('opens the reset page %s', async (_case, after) => {
    const { clock, links, link } = await arrange(PREVIEW_PAGE);
    clock.advanceBy(after);

    expect((await links.open(link.searchParams)).kind).toBe('reset');
  });

  it('treats a link from the future (a clock gone wrong) as expired, on the page it came from', async () => {
    const { clock, links, link } = await arrange(PREVIEW_PAGE);
    clock.advanceBy(-MINUTE);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'expired',
      location: askAgain(PREVIEW, 'expired'),
    });
  });

  it('sends the member of a deleted login to ask again, on the page the link came from', async () => {
    const { memory, links, link, user } = await arrange(PREVIEW_PAGE);
    await memory.identity.deleteUser(user.uid);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(PREVIEW, 'invalid'),
    });
  });

  it('opens nothing for a disabled login', async () => {
    const { memory, links, link, user } = await arrange(PREVIEW_PAGE);
    await memory.identity.setDisabled(user.uid, true);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(PREVIEW, 'invalid'),
    });
  });

  it('says a link issued before the last password change expired, on the page it came from', async () => {
    const { clock, memory, links, link } = await arrange(PREVIEW_PAGE);
    const first = await links.open(link.searchParams);
    const code = new URL(first.location).searchParams.get('oobCode') ?? '';
    clock.advanceBy(MINUTE);
    await memory.identity.confirmPasswordReset(code, 'Another-Horse-10');

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'expired',
      location: askAgain(PREVIEW, 'expired'),
    });
  });

  it('still opens a link asked for after, or in the same instant as, the last password change', async () => {
    const { clock, memory, links, link } = await arrange(PREVIEW_PAGE);
    const first = await links.open(link.searchParams);
    const code = new URL(first.location).searchParams.get('oobCode') ?? '';
    await memory.identity.confirmPasswordReset(code, 'Another-Horse-10');
    const sameInstant = new URL(await links.issue('ada@example.com', PREVIEW_PAGE));
    clock.advanceBy(MINUTE);
    const later = new URL(await links.issue('ada@example.com', PREVIEW_PAGE));

    expect((await links.open(sameInstant.searchParams)).kind).toBe('reset');
    expect((await links.open(later.searchParams)).kind).toBe('reset');
  });

  it('opens a reset page on a local development server (http)', async () => {
    const { links, link } = await arrange('http://localhost:5173/reset-password');

    const outcome = await links.open(link.searchParams);

    expect(outcome.kind).toBe('reset');
    expect(outcome.location.startsWith('http://localhost:5173/reset-password?')).toBe(true);
  });

  it.each([
    ['a script', 'javascript:alert(document.cookie)'],
    ['another protocol', 'ftp://files.example.com/reset'],
    ['no address at all', 'not a page'],
  ])('never sends the browser to %s, even when the link was signed so', async (_case, page) => {
    const { links, link } = await arrange(page);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(ORIGIN, 'invalid'),
    });
  });

  it('sends a signed link with no email to ask again on the production site', async () => {
    const { links, link } = await arrange(PREVIEW_PAGE, '');

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(ORIGIN, 'invalid'),
    });
  });
});
