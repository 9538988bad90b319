import { Link } from 'wouter';

/** The ways in for someone without an online login yet. */
export function AccountOptions() {
  return (
    <nav className="account-options" aria-label="New to the app">
      <h2 className="account-options__heading">New to the app?</h2>
      <ul className="account-options__list">
        <li>
          <Link href="/account/register">Join Met Rewards</Link>
          <span> if you are not a member yet</span>
        </li>
        <li>
          <Link href="/account/create">Create a login</Link>
          <span> with your membership number</span>
        </li>
        <li>
          <Link href="/account/link">Link your membership</Link>
          <span> to a login you already have</span>
        </li>
      </ul>
    </nav>
  );
}
