/**
 * DECISIONS.md "Offers and voucher codes: QR codes expire": a voucher QR code is a short-lived,
 * signed pass (spec-decisions 27). It carries its issue time and expiry, never the membership
 * number in clear, and staff tooling (VouchersService.verifyVoucherPayload) accepts it only while
 * it is unexpired and the voucher, the member and the login are still what they were. Every state
 * change below goes through the backend's ports, so the same attacks run on the in-memory and the
 * Firestore backends.
 */
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import type { CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import { WebCryptoSigner } from '../../../functions/src/adapters/webcrypto/WebCryptoSigner';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { aMember, aVoucher } from '../../functions/builders';
import { tallyEach } from '../tally';
import { type AttackBackend, type AttackSuite, attackSubject } from './target';

// 12:00 London (GMT) on a Tuesday in March.
const NOW = '2026-03-10T12:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const VOUCHER = 'qr-dinner';
const LAST_DAY_VOUCHER = 'qr-last-day';
const KING_OFFER = 'qr-king-offer';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface QrWorld {
  world: AttackBackend;
  member: MemberRecord;
  uid: string;
  ctx: CallContext;
  /** Other memberships in the same database: one active, one suspended. */
  other: MemberRecord;
  suspended: MemberRecord;
}

/** A King member with a login, two vouchers issued to them, and two other memberships. */
async function qrWorld(
  target: Parameters<AttackSuite>[0],
  now: string = NOW,
  lastDay = '2026-03-10',
): Promise<QrWorld> {
  const tag = unique();
  const member = aMember().withTier('King').withEmail(`qr-${tag}@example.com`).build();
  const other = aMember().withTier('King').withEmail(`qr-other-${tag}@example.com`).build();
  const suspended = aMember()
    .withTier('King')
    .withEmail(`qr-suspended-${tag}@example.com`)
    .suspended()
    .build();
  const seed = emptyMemoryState();
  for (const record of [member, other, suspended]) seed.members[record.customer_number] = record;
  seed.vouchers[VOUCHER] = aVoucher()
    .withId(VOUCHER)
    .issuedTo(member.customer_number)
    .expiringOn('2026-12-31')
    .build();
  seed.vouchers[LAST_DAY_VOUCHER] = aVoucher()
    .withId(LAST_DAY_VOUCHER)
    .issuedTo(member.customer_number)
    .expiringOn(lastDay)
    .build();
  seed.vouchers[KING_OFFER] = aVoucher().withId(KING_OFFER).forTiers('King').build();
  const world = await target.start(seed, now);
  const { uid, ctx } = await world.login(member.email, { memberships: [member.customer_number] });
  return { world, member, uid, ctx, other, suspended };
}

/**
 * Asks for a voucher's QR code as the member's app does, and returns the text the image encodes.
 * The text is read from what the backend signs (the Signer port), then checked to be exactly what
 * the PNG draws, so the attacks below look at the real payload whatever its format.
 */
async function issueCode(
  { world, ctx }: Pick<QrWorld, 'world' | 'ctx'>,
  voucherId = VOUCHER,
): Promise<string> {
  const signer = world.adapters.signer;
  const sign = signer.sign.bind(signer);
  const signed: string[] = [];
  const spy = vi.spyOn(signer, 'sign').mockImplementation(async (message) => {
    const signature = await sign(message);
    signed.push(`${message}.${signature}`);
    return signature;
  });
  let base64Png: string;
  try {
    ({ base64Png } = await world.backend.handlers['vouchers-generateQrCode']({ voucherId }, ctx));
  } finally {
    spy.mockRestore();
  }
  const payload = signed.at(-1) ?? '';
  const drawn = await QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  expect(`data:image/png;base64,${base64Png}`, 'the QR image draws the signed payload').toBe(drawn);
  return payload;
}

const verify = (world: AttackBackend, payload: string) =>
  world.backend.services.vouchers.verifyVoucherPayload(payload);

/** The forms a membership number could take in a payload without being "in clear" to the eye. */
function encodingsOf(customerNumber: string): [string, string][] {
  const bytes = Buffer.from(customerNumber, 'utf8');
  const base64 = bytes.toString('base64');
  return [
    ['as digits', customerNumber],
    ['base64', base64],
    ['base64 without padding', base64.replace(/=+$/, '')],
    ['base64url', bytes.toString('base64url')],
    ['hex', bytes.toString('hex')],
    ['hex upper case', bytes.toString('hex').toUpperCase()],
    ['as a number in base 36', Number(customerNumber).toString(36)],
    ['as a number in hex', Number(customerNumber).toString(16)],
    ['reversed', [...customerNumber].reverse().join('')],
  ];
}

/** What a payload part says when read as base64, base64url or hex (a number hidden by encoding). */
function decodingsOf(payload: string): string[] {
  const parts = payload.split(/[.:|,;~_-]/).filter((part) => part.length > 0);
  return parts.flatMap((part) => {
    const decoded = [
      Buffer.from(part, 'base64').toString('latin1'),
      Buffer.from(part, 'base64url').toString('latin1'),
    ];
    if (/^[0-9a-f]+$/i.test(part) && part.length % 2 === 0) {
      decoded.push(Buffer.from(part, 'hex').toString('latin1'));
    }
    return [part, safeDecodeUri(part), ...decoded];
  });
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const voucherQr: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`6. voucher QR codes (${target.label})`, () => {
    it('a code is refused once it has expired, however long after', async () => {
      const setup = await qrWorld(target);
      const { world } = setup;
      const payload = await issueCode(setup);
      const fresh = await verify(world, payload);
      expect(fresh, 'a fresh code verifies').toMatchObject({ valid: true });
      const issuedAt = world.clock.now().getTime();

      await tallyEach(
        'attacks',
        attackSubject('6. voucher QR codes that never expire', target),
        [
          ['at the end of the evening (12 hours on)', 12 * 60 * 60 * 1000],
          ['the next day', DAY],
          ['a month later', 30 * DAY],
          ['a year later', 365 * DAY],
        ] as const,
        async ([when, after]) => {
          world.clock.set(new Date(issuedAt + after));
          expect(await verify(world, payload), when).toMatchObject({ valid: false });
        },
      );
    });

    it("a code taken late on a voucher's last day is refused after midnight", async () => {
      // 23:30 London on the voucher's last day: the code must not outlive the voucher.
      const setup = await qrWorld(target, '2026-03-10T23:30:00.000Z', '2026-03-10');
      const { world } = setup;
      const payload = await issueCode(setup, LAST_DAY_VOUCHER);
      expect(await verify(world, payload), 'valid before midnight').toMatchObject({ valid: true });

      await tallyEach(
        'attacks',
        attackSubject('6. voucher QR codes that never expire', target),
        ['2026-03-11T00:00:00.000Z', '2026-03-11T01:00:00.000Z'],
        async (when) => {
          world.clock.set(when);
          expect(await verify(world, payload), when).toMatchObject({ valid: false });
        },
      );
    });

    it('no code shows the membership number, in clear or in a common encoding', async () => {
      const setup = await qrWorld(target);
      const { world, member } = setup;
      const payloads = [await issueCode(setup)];
      world.clock.advanceBy(60_000);
      payloads.push(await issueCode(setup));

      await tallyEach(
        'attacks',
        attackSubject('6. membership number in clear in the QR code', target),
        encodingsOf(member.customer_number),
        ([encoding, form]) => {
          for (const payload of payloads) {
            for (const text of [payload, ...decodingsOf(payload)]) {
              expect(text, `membership number ${encoding}`).not.toContain(form);
            }
          }
        },
      );
      // The payload is not the same every time either: a code taken later is a new code.
      expect(payloads[1], 'a later code is a new code').not.toBe(payloads[0]);
    });

    it('a genuine code stops verifying once the login, member or voucher changed', async () => {
      type Change = (setup: QrWorld) => Promise<void>;
      const changes: [string, Change][] = [
        ['the member deleted their login', ({ world, uid }) => world.deleteLogin(uid)],
        [
          'the membership was unlinked from the login',
          async ({ world, uid }) => {
            const profile = await world.adapters.appData.getProfile(uid);
            if (profile) await world.adapters.appData.saveProfile({ ...profile, memberships: [] });
          },
        ],
        [
          'the membership moved to a new login',
          async ({ world, uid, member }) => {
            const profile = await world.adapters.appData.getProfile(uid);
            if (profile) await world.adapters.appData.saveProfile({ ...profile, memberships: [] });
            await world.login(`qr-new-${unique()}@example.com`, {
              memberships: [member.customer_number],
            });
          },
        ],
        [
          "the login's membership is now a suspended one",
          async ({ world, uid, suspended }) => {
            const profile = await world.adapters.appData.getProfile(uid);
            if (profile) {
              await world.adapters.appData.saveProfile({
                ...profile,
                memberships: [suspended.customer_number],
              });
            }
          },
        ],
        [
          "the voucher is no longer the login's member's",
          async ({ world, uid, other }) => {
            const profile = await world.adapters.appData.getProfile(uid);
            if (profile) {
              await world.adapters.appData.saveProfile({
                ...profile,
                memberships: [other.customer_number],
              });
            }
          },
        ],
      ];

      await tallyEach(
        'attacks',
        attackSubject('6. QR code valid after the member or voucher changed', target),
        changes,
        async ([change, apply]) => {
          const setup = await qrWorld(target);
          const payload = await issueCode(setup);
          expect(await verify(setup.world, payload), `before: ${change}`).toMatchObject({
            valid: true,
          });

          await apply(setup);

          expect(await verify(setup.world, payload), change).toMatchObject({ valid: false });
        },
      );
    });

    it("a genuine code stops verifying once the voucher's last day is over", async () => {
      const setup = await qrWorld(target, '2026-03-10T20:00:00.000Z', '2026-03-10');
      const payload = await issueCode(setup, LAST_DAY_VOUCHER);
      expect(await verify(setup.world, payload), 'on its last day').toMatchObject({ valid: true });

      await tallyEach(
        'attacks',
        attackSubject('6. QR code valid after the member or voucher changed', target),
        ['2026-03-11T00:00:00.000Z'],
        async (when) => {
          setup.world.clock.set(when);
          expect(await verify(setup.world, payload), 'the day after').toMatchObject({
            valid: false,
          });
        },
      );
    });

    it('an edited, re-signed, borrowed or old-format code does not verify', async () => {
      const setup = await qrWorld(target);
      const { world, member } = setup;
      const genuine = await issueCode(setup);
      // Another member's genuine code, for its signature and its member reference.
      const otherLogin = await world.login(setup.other.email, {
        memberships: [setup.other.customer_number],
      });
      const othersCode = await issueCode({ world, ctx: otherLogin.ctx }, KING_OFFER);
      const parts = genuine.split('.');
      const signature = parts.at(-1) ?? '';
      const body = parts.slice(0, -1).join('.');
      const edited = (index: number, change: (part: string) => string) =>
        parts.map((part, at) => (at === index ? change(part) : part)).join('.');
      const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('1') ? '2' : '1'}`;
      const mr1Body = `MR1.${VOUCHER}.${member.customer_number}`;
      const forgeries: [string, string][] = [
        ...parts
          .slice(0, -1)
          .map((_, index): [string, string] => [`part ${index + 1} edited`, edited(index, flip)]),
        ...parts
          .slice(0, -1)
          .flatMap((part, index): [string, string][] =>
            /^\d+$/.test(part)
              ? [
                  [
                    `number in part ${index + 1} a day later`,
                    edited(index, (n) => String(Number(n) + 86_400)),
                  ],
                ]
              : [],
          ),
        [
          're-signed with a guessed key',
          `${body}.${await new WebCryptoSigner('a-guessed-secret').sign(body)}`,
        ],
        ['one signature character changed', edited(parts.length - 1, flip)],
        ['signature removed', `${body}.`],
        ['signature truncated', `${body}.${signature.slice(0, 10)}`],
        ['extra part', `${genuine}.extra`],
        ['empty', ''],
        [
          'an old MR1 code signed with the real key (replay of the old format)',
          `${mr1Body}.${await world.adapters.signer.sign(mr1Body)}`,
        ],
        ["another member's signature on this code", `${body}.${othersCode.split('.').at(-1)}`],
      ];
      expect(await verify(world, genuine), 'the genuine code verifies').toMatchObject({
        valid: true,
      });

      await tallyEach(
        'attacks',
        attackSubject('6. forged or edited QR codes', target),
        forgeries,
        async ([forgery, payload]) => {
          expect(await verify(world, payload), forgery).toMatchObject({ valid: false });
        },
      );
    });
  });
};

export default voucherQr;
