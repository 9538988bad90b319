import { observer } from 'mobx-react-lite';
import { SessionStore } from '../../../core/session/SessionStore';
import { Spinner } from '../../components/Spinner';
import { useService } from '../../di/useService';
import { DeskSignIn } from './DeskSignIn';
import { DeskWorkspace } from './DeskWorkspace';
import { NotStaffNote } from './NotStaffNote';
import './DeskScreen.css';

/**
 * /desk: the casino's desk. Staff see the scanner; a visitor the staff sign-in; a
 * member a plain note that the page is for staff. The server refuses non-staff calls anyway.
 */
export default observer(function DeskScreen() {
  const session = useService(SessionStore);
  return <main className="desk">{content(session)}</main>;
});

function content(session: SessionStore) {
  if (session.isStaff) return <DeskWorkspace />;
  if (session.phase === 'initialising' || session.phase === 'checking' || session.signingIn) {
    return (
      <div className="desk__waiting">
        <Spinner label="Checking who is signed in" />
      </div>
    );
  }
  if (session.isLoggedIn) return <NotStaffNote />;
  return <DeskSignIn />;
}
