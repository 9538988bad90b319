/**
 * DECISIONS.md "Account and mail: a reset link lives 2 hours": a password reset link works for the
 * 2 hours the mail promises, and not a minute longer, on every backend. The link is the backend's
 * signed one (ResetLinks): opened at 1 hour 59 it leads to the app's reset page with a fresh
 * provider code; opened later, or after the password was changed, or forged, it sends the member to
 * ask again.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_LIFETIME_MS, passwordResetLinkLifetimeText } from '@met/scheme';
import { emptyMemoryState } from '../../../functions/src/adapters/memory/MemoryState';
import type { InMemoryIdentity } from '../../../functions/src/adapters/memory/InMemoryIdentity';
import { RESET_LINK_ENDPOINT_PATH, ResetLinks } from '../../../functions/src/services/ResetLinks';
import { tallyEach } from '../tally';
import { type AttackBackend, type AttackSuite, attackSubject } from './target';

const MINUTE = 60 * 1000;
/**
 * Links are issued a minute from the real time: Firebase Auth stamps a new login's password
 * with its own clock, and a link issued before that stamp counts as superseded.
 */
const issuedAt = () => Math.ceil(Date.now() / MINUTE) * MINUTE + MINUTE;
const HOUR = 60 * MINUTE;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The reset links of this backend, on its own signer, clock and identity provider. */
function resetLinksOf(world: AttackBackend): ResetLinks {
  const { signer, identity, config } = world.adapters;
  return new ResetLinks(signer, world.clock, identity, config.productionOrigin);
}

const LATE_OPENINGS = [
  { label: '2 hours 01', ageMs: PASSWORD_RESET_LINK_LIFETIME_MS + MINUTE },
  { label: '3 hours', ageMs: 3 * HOUR },
  { label: 'a day', ageMs: 24 * HOUR },
];

const resetLinkLifetime: AttackSuite = (target) => {
  describe.skipIf(target.skipReason() !== null)(
    `12. a reset link past 2 hours (${target.label})`,
    () => {
      it('the mail promises the 2 hours the link is held to, and a later opening is refused', async () => {
        const world = await target.start(emptyMemoryState(), new Date(issuedAt()).toISOString());
        const links = resetLinksOf(world);
        const origin = world.adapters.config.productionOrigin;

        expect(passwordResetLinkLifetimeText()).toBe('2 hours');
        await tallyEach(
          'attacks',
          attackSubject('12. a reset link past 2 hours', target),
          LATE_OPENINGS,
          async ({ label, ageMs }) => {
            const start = issuedAt();
            world.clock.set(new Date(start));
            const { uid } = await world.login(`reset-${unique()}@example.com`);
            const login = await world.adapters.identity.getUser(uid);
            const link = new URL(await links.issue(login!.email, `${origin}/reset-password`));

            world.clock.set(new Date(start + PASSWORD_RESET_LINK_LIFETIME_MS - MINUTE));
            const inTime = await links.open(link.searchParams);
            expect(inTime.kind, 'opened at 1 hour 59 the link still works').toBe('reset');

            world.clock.set(new Date(start + ageMs));
            const late = await links.open(link.searchParams);
            expect(late, `opened after ${label} the member is sent to ask again`).toEqual({
              kind: 'expired',
              location: `${origin}/forgotten-password?resetLink=expired`,
            });
          },
        );
      });

      it('the reset mail carries a link that works for exactly what it says', async () => {
        const world = await target.start(emptyMemoryState(), new Date(issuedAt()).toISOString());
        const email = `reset-${unique()}@example.com`;
        await world.login(email);

        await tallyEach(
          'attacks',
          attackSubject('12. a reset link past 2 hours', target),
          [email],
          async (to) => {
            await world.backend.handlers['users-sendPasswordReset'](
              { email: to, devMode: false, devDomain: '' },
              { callerAddress: '198.51.100.12' },
            );
            const mail = (await world.mails()).find((sent) => sent.to === to);
            expect(mail?.text).toContain(`The link works for ${passwordResetLinkLifetimeText()}.`);
            const link = new URL(mail!.link!);
            if (link.pathname === RESET_LINK_ENDPOINT_PATH) {
              // A deployed backend's own signed link: held to the 2 hours by ResetLinks.
              world.clock.advanceBy(PASSWORD_RESET_LINK_LIFETIME_MS + MINUTE);
              const late = await resetLinksOf(world).open(link.searchParams);
              expect(late.kind).toBe('expired');
            } else {
              // The in-memory provider's own code, which it keeps for the same 2 hours.
              const provider = world.adapters.identity as InMemoryIdentity;
              const code = link.searchParams.get('oobCode')!;
              world.clock.advanceBy(PASSWORD_RESET_LINK_LIFETIME_MS - MINUTE);
              await expect(provider.verifyPasswordResetCode(code)).resolves.toBe(to);
              world.clock.advanceBy(2 * MINUTE);
              await expect(provider.verifyPasswordResetCode(code)).rejects.toThrow();
            }
          },
        );
      });
    },
  );
};

export default resetLinkLifetime;
