/**
 * The emulator-mode run's backend, from the test's side: the demo world reset in the Auth and
 * Firestore emulators before each test, and the mail the functions queued for the Trigger Email
 * extension, each link checked against the codes the Auth emulator really issued.
 */
import type { Page } from '@playwright/test';
import { COLLECTIONS } from '../../../functions/src/adapters/firestore/collections';
import { MAIL_COLLECTION } from '../../../functions/src/adapters/mail/TriggerEmailMailer';
import { emulatorFirestore, resetEmulatorWorld } from '../../../functions/src/seed/emulatorWorld';
import type { OutboxEntry } from '../../../src/adapters/fake/FakeWorldTestApi';
import { issuedOobCodes } from '../../emulators/authEmulator';
import { AUTH_ORIGIN, EMULATOR_WORLD, FUNCTIONS_ORIGIN } from '../../emulators/emulatorEnvironment';

/**
 * Every request of the page to the emulators (Auth, Functions, Firestore) answered `ms` late,
 * from now on: the network held back, as a reload would meet it.
 */
export async function holdEmulatorAnswers(page: Page, ms: number): Promise<void> {
  const hosts = [
    new URL(AUTH_ORIGIN).host,
    new URL(FUNCTIONS_ORIGIN).host,
    EMULATOR_WORLD.firestoreHost,
  ];
  await page.route(
    (url) => hosts.includes(url.host),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      // The page may have gone meanwhile.
      await route.continue().catch(() => undefined);
    },
  );
}

/** Marks the membership `customerNumber` suspended (or not) in the emulators' member records. */
export async function setEmulatorMemberSuspended(
  customerNumber: string,
  on: boolean,
): Promise<void> {
  await emulatorFirestore(EMULATOR_WORLD)
    .collection(COLLECTIONS.members)
    .doc(customerNumber)
    .update({ suspended: on });
}

/** The demo world afresh, as a fresh browser context has it in fake mode. */
export function resetEmulatorBackend(): Promise<void> {
  return resetEmulatorWorld(EMULATOR_WORLD);
}

const LINK = /<a href="([^"]+)">/;

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Every mail queued so far, oldest first. A link that carries an action code must carry one the
 * Auth emulator issued to that address: the member follows Firebase's own code, not a shortcut.
 */
export async function emulatorOutbox(): Promise<OutboxEntry[]> {
  const snapshot = await emulatorFirestore(EMULATOR_WORLD)
    .collection(MAIL_COLLECTION)
    .orderBy('queuedAt')
    .get();
  const codes = await issuedOobCodes();
  return snapshot.docs.map((doc) => {
    const mail = doc.data() as {
      to: string;
      message: { subject: string; text: string; html: string };
      queuedAt: { toDate(): Date };
    };
    const href = LINK.exec(mail.message.html)?.[1];
    const link = href === undefined ? undefined : unescapeHtml(href);
    const code = link === undefined ? null : new URL(link).searchParams.get('oobCode');
    if (
      code !== null &&
      !codes.some(
        (issued) => issued.oobCode === code && issued.email.toLowerCase() === mail.to.toLowerCase(),
      )
    ) {
      throw new Error(`the mail to ${mail.to} carries a code the Auth emulator never issued to it`);
    }
    return {
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      link,
      sentAt: mail.queuedAt.toDate().toISOString(),
    };
  });
}
