import type { Mail } from '../ports/Mailer';

/** The app's passkey page; `?remove=<id>` opens the removal confirmation for that passkey. */
const PASSKEYS_PAGE_PATH = '/settings/passkeys';

/** The page that removes one passkey, after the member has signed in (the app's guard). */
export function passkeyRemovalLink(origin: string, passkeyId: string): string {
  const url = new URL(PASSKEYS_PAGE_PATH, origin);
  url.searchParams.set('remove', passkeyId);
  return url.toString();
}

/** When, as a member in the casino's country reads it: "7 December 2026 at 14:02 (UK time)". */
function ukTime(at: string): string {
  const when = new Date(at);
  const date = when.toLocaleDateString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = when.toLocaleTimeString('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${date} at ${time} (UK time)`;
}

/**
 * Sent to the member's own, verified address whenever a passkey is added: a passkey is a way in
 * that needs no password, so the owner must hear of one they did not add. The name is the label
 * whoever added it typed (bounded by the contract), quoted, so the owner recognises their own; it
 * goes only to the account's address, whose holder the label's author could already act as.
 */
export function passkeyAddedMail(
  to: string,
  passkey: { name: string; createdAt: string },
  removalLink: string,
): Mail {
  return {
    to,
    subject: 'A passkey was added to your account',
    text:
      `A passkey named “${passkey.name}” was added to your rewards account on ` +
      `${ukTime(passkey.createdAt)}. It lets that device sign in without your password. If it ` +
      'was you, there is nothing to do. If it was not, open the link below, sign in and remove ' +
      'it, then change your password: changing it also ends every passkey added before.',
    link: removalLink,
  };
}
