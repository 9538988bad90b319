import { useState } from 'react';
import { deskMessages } from '../../../core/desk/deskMessages';
import { SessionStore } from '../../../core/session/SessionStore';
import { Button } from '../../components/Button';
import { useService } from '../../di/useService';

/** A member (or a login not yet known as staff) on /desk: what the page is, and the way in. */
export function NotStaffNote() {
  const session = useService(SessionStore);
  const [busy, setBusy] = useState(false);
  const signOut = () => {
    setBusy(true);
    void session.signOut().finally(() => setBusy(false));
  };
  return (
    <section className="desk__card" aria-labelledby="desk-not-staff-title">
      <h1 id="desk-not-staff-title" className="desk__title">
        {deskMessages.staffOnly}
      </h1>
      <p className="desk__lead">
        You are signed in as a member. To use the desk, sign out and sign in with a staff login.
      </p>
      <Button onClick={signOut} busy={busy}>
        Sign out to sign in as staff
      </Button>
    </section>
  );
}
