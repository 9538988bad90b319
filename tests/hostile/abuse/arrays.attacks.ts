/**
 * DECISIONS.md "Security and abuse limits: bounded requests": a request carries no list, record or
 * text larger than the contract's own. `interests` had no upper bound (300,000 entries took 2.8 s
 * of handler time, and 300,000 different ones overflowed the stack), unknown fields of any size
 * were walked before being stripped, and a phone number could hold a megabyte of spaces. Every
 * oversized request is refused with invalid-argument before any work, quickly, and leaves the world
 * as it was.
 */
import { describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, type CallableName, type CallContext } from '@met/scheme/contract';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { MemberRecord } from '../../../functions/src/ports/MemberDirectory';
import { VALID_REQUESTS } from '../../builders/validCallableMessages';
import { aMember, aVenue } from '../../functions/builders';
import { tallyEach } from '../tally';
import {
  attackSubject,
  refusal,
  type AttackBackend,
  type AttackSuite,
  type AttackTarget,
} from './target';

const NOW = '2026-03-10T12:00:00.000Z';
/** The size of the list that took 2.8 s. */
const HUGE = 300_000;
/**
 * A refusal of a malformed request does no work: half the 2.8 s the list once took, so that
 * regression still fails, with room for a two-core machine busy with other suites (a loaded run
 * took 523 ms over a bound of 500).
 */
const QUICK_MS = 1_400;
/**
 * Fields of the huge record: enough to cost 0.4 s to walk and strip before the bound, while
 * merely counting them to the bound (JavaScript cannot count fields without listing them) stays
 * quick. Its JSON, 1.4 MB, is what Cloud Functions must parse anyway, within its body limit.
 */
const HUGE_RECORD_FIELDS = 100_000;

const hugeList = (item: (index: number) => unknown) =>
  Array.from({ length: HUGE }, (_, i) => item(i));
const SAME_INTEREST = hugeList(() => 'Slots');
const DIFFERENT_ITEMS = hugeList((i) => `interest ${i}`);
const HUGE_RECORD = Object.fromEntries(
  Array.from({ length: HUGE_RECORD_FIELDS }, (_, i) => [`field${i}`, i]),
);
const deeplyNested = (depth: number) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

interface World {
  backend: AttackBackend;
  member: MemberRecord;
  ctx: CallContext;
}

let worlds = 0;

/** One King member of Mayfair (venue 6) with a verified login linked to the membership. */
async function aWorld(target: AttackTarget): Promise<World> {
  worlds += 1;
  const member = aMember()
    .withEmail(`arrays-${worlds}-${target.label.toLowerCase()}@example.com`)
    .build();
  const seed = emptyMemoryState();
  seed.members[member.customer_number] = member;
  seed.venues['6'] = aVenue(6);
  const backend = await target.start(seed, NOW);
  const { ctx } = await backend.login(`arrays-login-${worlds}@example.com`, {
    memberships: [member.customer_number],
  });
  return { backend, member, ctx };
}

/** What a refused request must leave as it was: the member's record and the mail sent. */
async function snapshot({ backend, member }: World) {
  return {
    member: await backend.adapters.members.findByCustomerNumber(member.customer_number),
    mails: (await backend.mails()).length,
  };
}

/** The request is refused with invalid-argument within QUICK_MS, and nothing changed. */
async function expectRefusedQuickly(
  world: World,
  name: CallableName,
  request: unknown,
): Promise<void> {
  const before = await snapshot(world);
  const started = performance.now();
  const refused = await refusal(world.backend, name, request, world.ctx);
  const elapsed = performance.now() - started;
  expect(refused.code, `${name}: ${refused.message}`).toBe('invalid-argument');
  expect(elapsed, `${name} took ${Math.round(elapsed)} ms to refuse`).toBeLessThan(QUICK_MS);
  expect(await snapshot(world)).toEqual(before);
}

/** A valid request of `name` with one field (by path) set to `value`. */
function withField(name: CallableName, path: string[], value: unknown): unknown {
  const request = structuredClone(VALID_REQUESTS[name]) as Record<string, unknown>;
  let node = request;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return request;
}

/** Every text field of a valid request, as paths: each must have an upper bound. */
function textPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, field]) => textPaths(field, [...prefix, key]));
}

const suite: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(
    `9. oversized requests (${target.label})`,
    { timeout: 120_000 },
    () => {
      it('a profile change with 300,000 interests is refused at once and changes nothing', async () => {
        const world = await aWorld(target);
        const requestWith = (interests: unknown[]) => ({
          location: 'gb',
          crmId: world.member.id,
          values: { interests },
        });

        await tallyEach(
          'attacks',
          attackSubject('9. an unbounded interests list', target),
          [SAME_INTEREST, DIFFERENT_ITEMS, [...SAME_INTEREST.slice(0, 8), 'Poker']],
          (interests) =>
            expectRefusedQuickly(world, 'members-updateProfile', requestWith(interests)),
        );
      });

      it('every callable refuses a huge list, record or nesting anywhere in its request', async () => {
        const world = await aWorld(target);
        const oversized = [
          ['a list of 300,000', DIFFERENT_ITEMS],
          ['a record of 100,000 fields', HUGE_RECORD],
          ['lists nested 100,000 deep', deeplyNested(100_000)],
        ] as const;
        const inputs = CALLABLE_NAMES.flatMap((name) =>
          oversized.map(([what, value]) => ({ name, what, value })),
        );

        await tallyEach(
          'attacks',
          attackSubject('9. oversized lists and records in any request', target),
          inputs,
          ({ name, value }) =>
            expectRefusedQuickly(world, name, withField(name, ['padding'], value)),
        );
      });

      it('every text field of every request has an upper bound', async () => {
        const world = await aWorld(target);
        const padding = ' '.repeat(HUGE);
        const inputs = CALLABLE_NAMES.flatMap((name) => [
          ...textPaths(VALID_REQUESTS[name]).map((path) => ({
            name,
            path,
            value: `a${'a'.repeat(HUGE)}`,
          })),
          // Text that keeps its own shape: digits with spaces inside, an origin with a huge host.
          ...textPaths(VALID_REQUESTS[name])
            .filter((path) => /phone/i.test(path.at(-1) ?? ''))
            .map((path) => ({ name, path, value: `07700${padding}900123` })),
          ...textPaths(VALID_REQUESTS[name])
            .filter((path) => path.at(-1) === 'devDomain')
            .map((path) => ({ name, path, value: `https://${'a'.repeat(HUGE)}.example.com` })),
        ]);

        await tallyEach(
          'attacks',
          attackSubject('9. unbounded text in any request', target),
          inputs,
          ({ name, path, value }) =>
            expectRefusedQuickly(world, name, withField(name, path, value)),
        );
      });
    },
  );
};

export default suite;
