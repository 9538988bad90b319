import { observer } from 'mobx-react-lite';
import { CameraStore } from '../../../core/desk/CameraStore';
import { desk } from '../../../core/desk/module';
import { DeskStore } from '../../../core/desk/DeskStore';
import { SessionStore } from '../../../core/session/SessionStore';
import { Button } from '../../components/Button';
import { useFeatureService } from '../../di/useFeatureService';
import { useService } from '../../di/useService';
import { CameraScanner } from './CameraScanner';
import { CodeForm } from './CodeForm';
import { DeskResult } from './DeskResult';

/** The staff's desk: the camera and the typed field on one side, what the code says on the other. */
export const DeskWorkspace = observer(function DeskWorkspace() {
  const store = useFeatureService(desk, DeskStore);
  const camera = useFeatureService(desk, CameraStore);
  const session = useService(SessionStore);
  // On a phone the member and voucher come first once read; the camera and field below.
  const showing = store.reading !== null || store.problem !== null;
  return (
    <div className="desk__workspace">
      <header className="desk__bar">
        <h1 className="desk__bar-title">Desk</h1>
        <span className="desk__bar-who">{session.user?.email}</span>
        <Button variant="ghost" size="sm" onClick={() => void session.signOut()}>
          Sign out
        </Button>
      </header>
      <div className={showing ? 'desk__columns desk__columns--showing' : 'desk__columns'}>
        <section className="desk__scan" aria-label="Scan or type a code">
          <CameraScanner camera={camera} />
          <CodeForm store={store} />
        </section>
        <DeskResult store={store} />
      </div>
    </div>
  );
});
