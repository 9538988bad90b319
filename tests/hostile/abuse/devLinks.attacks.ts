/**
 * DECISIONS.md "Account and mail: enumeration, mail limits and dev links": reset links pointing
 * elsewhere. A deployed backend must never mail a link to a loopback origin (on the victim's
 * machine http://localhost:31337 is whatever an attacker got listening there) or to an origin the
 * caller chose. The attack targets compose a production-like backend: createMemoryBackend without
 * `developmentBackend`, and readBackendConfig outside the Functions emulator (FUNCTIONS_EMULATOR
 * unset), both say it is not a development backend.
 */
import { describe, expect, it } from 'vitest';
import { tallyEach } from '../tally';
import {
  aJoinableWorld,
  ATTACK_NOW,
  resendRequest,
  resetRequest,
  rotatingCaller,
  uniqueEmail,
} from './accountMailRequests';
import { attackSubject, attempt, type AttackSuite } from './target';

const SUBJECT = '7. reset links pointing elsewhere';
const AFTER_EVERY_LIMIT_WINDOW = 61 * 60 * 1000;

const DEV_DOMAINS = [
  'http://localhost:31337',
  'http://127.0.0.1:8080',
  'http://[::1]:5173',
  'https://evil.example.net',
];

const suite: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(`${SUBJECT} (${target.label})`, () => {
    it.each([
      ['users-sendPasswordReset', resetRequest, true],
      ['users-resendVerificationEmail', resendRequest, false],
    ] as const)(
      '%s mails links to the live app whatever devDomain asks',
      async (callable, request, verified) => {
        const world = await target.start(aJoinableWorld(), ATTACK_NOW);
        const victim = uniqueEmail('victim');
        await world.login(victim, { verified });
        await attempt(world, callable, request(victim), rotatingCaller(0));
        const [baseline] = (await world.mails()).filter((mail) => mail.to === victim);
        const liveOrigin = new URL(baseline?.link ?? '').origin;

        await tallyEach(
          'attacks',
          attackSubject(SUBJECT, target),
          DEV_DOMAINS,
          async (devDomain) => {
            world.clock.advanceBy(AFTER_EVERY_LIMIT_WINDOW);
            const sent = (await world.mails()).length;
            await attempt(world, callable, request(victim, devDomain), rotatingCaller(sent));
            const mail = (await world.mails()).slice(sent).find((each) => each.to === victim);

            expect(mail?.link).toBeDefined();
            expect(new URL(mail?.link ?? '').origin).toBe(liveOrigin);
          },
        );
      },
    );
  });
};

export default suite;
