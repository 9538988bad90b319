import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF } from 'met-rewards-functions/in-memory';
import { copyText } from './copyText';

interface AccountsSectionProps {
  /** Tells the panel's live region what happened. */
  announce: (message: string) => void;
}

/** The members' logins, then the staff's (for the desk, /desk). */
const LOGINS = [...DEMO_ACCOUNTS, ...DEMO_STAFF];

/** The seeded logins, each a button that copies its email; the shared password copies too. */
export function AccountsSection({ announce }: AccountsSectionProps) {
  const copy = async (text: string, what: string): Promise<void> => {
    announce((await copyText(text)) ? `Copied ${what}` : `Could not copy ${what}: ${text}`);
  };
  return (
    <section className="demo-panel__section" aria-labelledby="demo-panel-accounts">
      <h3 id="demo-panel-accounts">Demo accounts</h3>
      <p className="demo-panel__hint">
        Every account's password is{' '}
        <button
          type="button"
          className="demo-panel__chip"
          onClick={() => void copy(DEMO_PASSWORD, 'the password')}
        >
          <code>{DEMO_PASSWORD}</code>
          <span className="demo-panel__visually-hidden"> (copy)</span>
        </button>
      </p>
      <ul className="demo-panel__list">
        {LOGINS.map((account) => (
          <li key={account.key}>
            <button
              type="button"
              className="demo-panel__account"
              onClick={() => void copy(account.email, account.email)}
            >
              <span className="demo-panel__account-email">{account.email}</span>
              <span className="demo-panel__account-role">{account.role}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
