import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_LIFETIME_MS } from '@met/scheme';
import { createMemoryBackend } from '../../../functions/src/adapters/memory/createMemoryBackend';
import { FixedClock } from '../../../functions/src/adapters/memory/FixedClock';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { SequenceRandom } from '../../../functions/src/adapters/memory/SequenceRandom';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { ResetLinks } from '../../../functions/src/services/ResetLinks';

const ORIGIN = 'https://rewards.example.com';
const PREVIEW = 'https://preview.example.com';
const ISSUED = '2026-03-10T12:00:00.000Z';
const MINUTE = 60 * 1000;

async function arrange(resetPage = `${PREVIEW}/reset-password`, email = 'ada@example.com') {
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

const askAgain = (origin: string, reason: string) =>
  `${origin}/forgotten-password?resetLink=${reason}`;

describe('a signed password reset link, at the edges', () => {
  it.each([
    ['the moment it was issued', 0],
    ['exactly 2 hours later', PASSWORD_RESET_LINK_LIFETIME_MS],
  ])('opens the reset page %s', async (_case, after) => {
    const { clock, links, link } = await arrange();
    clock.advanceBy(after);

    expect((await links.open(link.searchParams)).kind).toBe('reset');
  });

  it('treats a link from the future (a clock gone wrong) as expired, on the page it came from', async () => {
    const { clock, links, link } = await arrange();
    clock.advanceBy(-MINUTE);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'expired',
      location: askAgain(PREVIEW, 'expired'),
    });
  });

  it('sends the member of a deleted login to ask again, on the page the link came from', async () => {
    const { memory, links, link, user } = await arrange();
    await memory.identity.deleteUser(user.uid);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(PREVIEW, 'invalid'),
    });
  });

  it('opens nothing for a disabled login', async () => {
    const { memory, links, link, user } = await arrange();
    await memory.identity.setDisabled(user.uid, true);

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(PREVIEW, 'invalid'),
    });
  });

  it('says a link issued before the last password change expired, on the page it came from', async () => {
    const { clock, memory, links, link } = await arrange();
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
    const { clock, memory, links, link } = await arrange();
    const first = await links.open(link.searchParams);
    const code = new URL(first.location).searchParams.get('oobCode') ?? '';
    await memory.identity.confirmPasswordReset(code, 'Another-Horse-10');
    const sameInstant = new URL(await links.issue('ada@example.com', `${PREVIEW}/reset-password`));
    clock.advanceBy(MINUTE);
    const later = new URL(await links.issue('ada@example.com', `${PREVIEW}/reset-password`));

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
    const { links, link } = await arrange(`${PREVIEW}/reset-password`, '');

    expect(await links.open(link.searchParams)).toEqual({
      kind: 'invalid',
      location: askAgain(ORIGIN, 'invalid'),
    });
  });
});
