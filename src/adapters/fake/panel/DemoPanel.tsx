import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FakeWorldTestApi } from '../FakeWorldTestApi';
import type { FakeAuthSession } from '../world/FakeAuthSession';
import type { FakeWorld } from '../world/FakeWorld';
import type { FaultInjector } from '../world/FaultInjector';
import { AccountsSection } from './AccountsSection';
import { FaultsSection } from './FaultsSection';
import { OutboxSection } from './OutboxSection';
import { useModalSheet } from './useModalSheet';
import { useSignal } from './useSignal';
import { WorldSection } from './WorldSection';
import './DemoPanel.css';

export interface DemoPanelProps {
  world: FakeWorld;
  faults: FaultInjector;
  api: FakeWorldTestApi;
  session: FakeAuthSession;
}

/** Fake mode only: a floating Demo button opening a sheet to steer the in-browser world. */
export function DemoPanel({ world, faults, api, session }: DemoPanelProps) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const sheetRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useModalSheet(open, sheetRef, close);
  useSignal(world.changes);
  useSignal(faults.changes);
  useSignal(session.changes);

  const faultsOn = faults.offline || faults.faults.length > 0 || faults.lostAnswers.length > 0;
  const indicator = faultsOn ? ' (faults on)' : '';
  return (
    <>
      <button
        type="button"
        className="demo-panel__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Demo{indicator}
      </button>
      {open &&
        createPortal(
          <div
            className="demo-panel__layer"
            onClick={(event) => event.target === event.currentTarget && close()}
          >
            <div
              ref={sheetRef}
              className="demo-panel__sheet"
              role="dialog"
              aria-modal="true"
              aria-labelledby="demo-panel-title"
              tabIndex={-1}
            >
              <header className="demo-panel__header">
                <h2 id="demo-panel-title">Demo world</h2>
                <button type="button" className="demo-panel__close" onClick={close}>
                  Close
                </button>
              </header>
              <p className="demo-panel__status" role="status" aria-live="polite">
                {status}
              </p>
              <AccountsSection announce={setStatus} />
              <OutboxSection mails={api.outbox()} />
              <FaultsSection faults={faults} announce={setStatus} />
              <WorldSection world={world} api={api} session={session} announce={setStatus} />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
