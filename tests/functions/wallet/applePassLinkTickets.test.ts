import { describe, expect, it } from 'vitest';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import { aMember } from '../builders';
import { AppleWalletWorld, ORIGIN } from './appleWalletWorld';
import {
  aMemberWithAPass,
  call,
  passType,
  plainText,
  registerDevice,
} from './appleWebServiceCalls';

/** The test world's WALLET_LINK_SECRET (AppleWalletWorld's default). */
const LINK_KEY = new WebCryptoSigner('wallet-link-test-secret');
const NOT_VALID = plainText(400, 'This card link is not valid.');

/** A link id as newLinkTicketId makes them: 22 base64url characters. */
const LINK_ID = 'AbCdEfGhIjKlMnOpQrSt-_';

/**
 * A link token signed with the deployment's own key, over whatever fields it is given (a link
 * id unless they name one).
 */
async function signedToken(given: Record<string, unknown>): Promise<string> {
  const fields: Record<string, unknown> = { n: LINK_ID, ...given };
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  const signature = await LINK_KEY.sign(
    JSON.stringify(['apple-pass-link', fields.u, fields.c, fields.x, fields.n]),
  );
  return `${payload}.${signature}`;
}

const open = (world: AppleWalletWorld, token: string) =>
  world.openLink(`${ORIGIN}/wallet/apple/pass?token=${token}`);

/** A member whose login's uid is all digits, so a ticket can name it as a number too. */
async function aMemberOfLogin(world: AppleWalletWorld, uid: string) {
  const member = aMember().build();
  world.state.members[member.customer_number] = member;
  await world.adapters.appData.saveProfile({
    uid,
    email: member.email,
    emailVerified: true,
    country: 'gb',
    memberships: [member.customer_number],
    gameOptin: [],
  });
  return member;
}

describe('The Apple Wallet pass link: what a link must hold', () => {
  const IN_AN_HOUR = String(Date.parse('2026-03-10T13:00:00Z') / 1000);

  it('opens a well-formed ticket signed with the key (the baseline of the refusals below)', async () => {
    const world = new AppleWalletWorld();
    const member = await aMemberOfLogin(world, '424242');

    const answer = await open(
      world,
      await signedToken({ u: '424242', c: member.customer_number, x: IN_AN_HOUR }),
    );

    expect(answer.status).toBe(200);
  });

  it.each<[string, (c: string) => Record<string, unknown>]>([
    ['the login as a number', (c) => ({ u: 424242, c, x: IN_AN_HOUR })],
    ['the membership as a number', (c) => ({ u: '424242', c: Number(c), x: IN_AN_HOUR })],
    ['the expiry as a number', (c) => ({ u: '424242', c, x: Number(IN_AN_HOUR) })],
    ['no login', (c) => ({ u: '', c, x: IN_AN_HOUR })],
    ['no membership', () => ({ u: '424242', c: '', x: IN_AN_HOUR })],
    ['an expiry that is not a number', (c) => ({ u: '424242', c, x: 'soon' })],
    ['an expiry of 13 digits', (c) => ({ u: '424242', c, x: '1' + '0'.repeat(12) })],
    ['no link id', (c) => ({ u: '424242', c, x: IN_AN_HOUR, n: undefined })],
    ['a link id as a number', (c) => ({ u: '424242', c, x: IN_AN_HOUR, n: 1234567890123456 })],
    ['a link id of 15 characters', (c) => ({ u: '424242', c, x: IN_AN_HOUR, n: 'a'.repeat(15) })],
    ['a link id of 65 characters', (c) => ({ u: '424242', c, x: IN_AN_HOUR, n: 'a'.repeat(65) })],
    ['a link id with a dot', (c) => ({ u: '424242', c, x: IN_AN_HOUR, n: `${'a'.repeat(20)}.` })],
  ])('refuses a signed ticket with %s as not valid (400)', async (_, fields) => {
    const world = new AppleWalletWorld();
    const member = await aMemberOfLogin(world, '424242');

    const answer = await open(world, await signedToken(fields(member.customer_number)));

    expect(answer).toEqual(NOT_VALID);
  });

  it('refuses a link with a part after its signature, without one, or with junk (400)', async () => {
    const world = new AppleWalletWorld();
    const member = await aMemberOfLogin(world, '424242');
    const good = await signedToken({ u: '424242', c: member.customer_number, x: IN_AN_HOUR });
    const [payload] = good.split('.');

    const answers = await Promise.all(
      [`${good}.more`, `${payload}.`, payload!, 'junk.junk', '.junk', ''].map((token) =>
        open(world, token),
      ),
    );

    expect(answers).toEqual(answers.map(() => NOT_VALID));
  });

  it('opens a link of 1,000 characters and refuses a longer one, even well signed', async () => {
    const world = new AppleWalletWorld();
    const member = aMember().build();
    world.state.members[member.customer_number] = member;
    // The ticket {"u":…,"c":…,"x":…,"n":…} of 717 bytes is 956 base64url characters, 718 are
    // 958; with the dot and the 43 of the signature, 1,000 and 1,002.
    const fixed = JSON.stringify({
      u: '',
      c: member.customer_number,
      x: '1773144600',
      n: LINK_ID,
    }).length;
    const linkOfTicketBytes = async (bytes: number) => {
      const uid = 'u'.repeat(bytes - fixed);
      await world.adapters.appData.saveProfile({
        uid,
        email: member.email,
        emailVerified: true,
        country: 'gb',
        memberships: [member.customer_number],
        gameOptin: [],
      });
      return (
        await world.wallet.links.passLink({ uid, member, venue: undefined }, world.clock.now())
      ).url;
    };
    const tokenLength = (url: string) => new URL(url).searchParams.get('token')!.length;

    const longest = await linkOfTicketBytes(717);
    const tooLong = await linkOfTicketBytes(718);

    expect([tokenLength(longest), tokenLength(tooLong)]).toEqual([1_000, 1_002]);
    expect((await world.openLink(longest)).status).toBe(200);
    expect(await world.openLink(tooLong)).toEqual(NOT_VALID);
  });
});

describe('The Apple Wallet pass link: who may open it', () => {
  it('refuses another membership than the login holds, and says so (403)', async () => {
    const { world, uid } = await aMemberWithAPass();
    const someoneElse = aMember().build();
    world.state.members[someoneElse.customer_number] = someoneElse;
    const link = await world.wallet.links.passLink(
      { uid, member: someoneElse, venue: undefined },
      world.clock.now(),
    );

    expect(await world.openLink(link.url)).toEqual(
      plainText(403, 'This card is not yours to add.'),
    );
  });

  it('refuses a link whose login was deleted since (403)', async () => {
    const { world, ctx, uid } = await aMemberWithAPass();
    const links = await world.backend.services.wallet.getPassLinks({}, ctx);

    delete world.state.users[uid];

    expect(await world.openLink(links.apple!.url)).toEqual(
      plainText(403, 'This card is not yours to add.'),
    );
  });

  it('refuses a membership gated since the link was issued, and says so (403)', async () => {
    const { world, ctx, serial } = await aMemberWithAPass();
    const links = await world.backend.services.wallet.getPassLinks({}, ctx);

    world.state.members[serial]!.suspended = true;

    expect(await world.openLink(links.apple!.url)).toEqual(
      plainText(403, 'This membership cannot be added to Wallet.'),
    );
  });
});

describe('Apple Wallet pass updates: which changes reach the devices', () => {
  it('pushes nothing for a pass no device holds', async () => {
    const { world, serial } = await aMemberWithAPass();

    await world.changeMember(serial, { rewardPoints: 5_000 });

    expect(world.push.sent).toEqual([]);
    expect(await world.registrations.updateTagOf(serial)).toBeUndefined();
  });

  // Was 'pushes a suspension, so Wallet fetches the voided pass': a suspended member's passes
  // are revoked instead, and read nothing (DECISIONS.md "Card and wallets: Apple Wallet:
  // revocable passes").
  it('revokes a suspended member’s passes: no push, no device kept, the pass refused (401)', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);

    await world.changeMember(serial, { suspended: true });
    await world.changeMember(serial, { suspended: false });

    expect(world.push.sent).toEqual([]);
    expect(await world.registrations.pushTokensOf(serial)).toEqual([]);
    const pass = await call(world, 'GET', `/v1/passes/${passType()}/${serial}`, { token });
    expect(pass).toEqual(plainText(401, 'Unauthorized.'));
  });

  it('does not push when the CRM renames a type whose tier stays the same', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);

    await world.changeMember(serial, { membership_type_Name: 'Queen (2026 scheme)' });

    expect(world.push.sent).toEqual([]);
  });

  // Was 'pushes a new name of a type the scheme has no tier for': such a type is gated, so its
  // passes are revoked instead of updated.
  it('revokes the passes of a membership moved to a type the scheme has no tier for', async () => {
    const { world, serial, token } = await aMemberWithAPass();
    await registerDevice(world, serial, token);

    await world.changeMember(serial, { membership_type_id: 99, membership_type_Name: 'Legacy' });
    await world.changeMember(serial, { membership_type_Name: 'Legacy Gold' });

    expect(world.push.sent).toEqual([]);
    const pass = await call(world, 'GET', `/v1/passes/${passType()}/${serial}`, { token });
    expect(pass.status).toBe(401);
  });
});
