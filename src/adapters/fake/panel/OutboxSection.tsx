import type { OutboxEntry } from '../FakeWorldTestApi';

interface OutboxSectionProps {
  mails: OutboxEntry[];
}

/** The demo mail outbox, newest first, with each mail's link to open in the app. */
export function OutboxSection({ mails }: OutboxSectionProps) {
  const newestFirst = [...mails].reverse();
  return (
    <section className="demo-panel__section" aria-labelledby="demo-panel-outbox">
      <h3 id="demo-panel-outbox">Mail outbox ({mails.length})</h3>
      {newestFirst.length === 0 ? (
        <p className="demo-panel__hint">No mail sent yet.</p>
      ) : (
        <ol className="demo-panel__list">
          {newestFirst.map((mail, index) => (
            <li key={`${mail.sentAt}-${index}`} className="demo-panel__mail">
              <p className="demo-panel__mail-subject">{mail.subject}</p>
              <p className="demo-panel__hint">
                To {mail.to} at {new Date(mail.sentAt).toLocaleString('en-GB')}
              </p>
              <p>{mail.text}</p>
              {mail.link !== undefined && (
                <a className="demo-panel__link" href={appHref(mail.link)}>
                  {linkLabel(mail.link)}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A link on this origin opens as an app path; any other stays as sent. */
function appHref(link: string): string {
  try {
    const url = new URL(link, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : link;
  } catch {
    return link;
  }
}

function linkLabel(link: string): string {
  if (link.includes('mode=verifyEmail')) return 'Open the verification link';
  if (link.includes('mode=resetPassword')) return 'Open the password reset link';
  return 'Open the link';
}
